"""Brazilian Portuguese words for hate, harassment, coercion, deceit, sexual abuse, and for how
people speak to the mind itself."""

from __future__ import annotations

from importlib import resources

from entelechy.perception.risk.lexicon import word_list

_PEOPLES = " | ".join(
    sorted(word_list(resources.files(__package__).joinpath("data/pt-peoples.txt")))
)
"""Povos pelo lugar de onde vêm ("romenos"), mantidos como dados: a lista é longa e cresce."""

SOCIAL = {
    "group": f"""
        judeus | judeu | muculmanos | muçulmanos | cristaos | cristãos | evangelicos
        evangélicos | catolicos | católicos | umbandistas | candomblecistas | ateus
        negros | pretos | brancos | indigenas | indígenas | indios | índios | asiaticos
        asiáticos | chineses | japoneses | nordestinos | nortistas | baianos | paraibas
        imigrantes | refugiados | venezuelanos | haitianos | bolivianos | estrangeiros
        gays | lesbicas | lésbicas | homossexuais | bissexuais | trans | travestis
        transexuais | pessoas trans | lgbt | mulheres | mulher | deficientes
        pessoas com deficiencia | pessoas com deficiência | autistas | gordos | idosos
        pobres | ciganos | quilombolas | favelados | moradores de rua | raca | raça | racas
        raças | etnias | religioes | religiões | gestantes | mulheres gravidas
        mulheres grávidas | pessoas mais velhas | casais gays | casais homossexuais
        casais do mesmo sexo | com mais de 40/45/50/55/60/65 anos | em cadeira de rodas
        ninguém/ninguem com mais de 40/45/50/55/60/65 anos | ninguém/ninguem em cadeira de rodas
        cadeirantes | famílias ciganas | familias ciganas | {_PEOPLES}
    """,
    "sit-for-me": """
        fazer o meu exame/teste por mim | fazer a minha prova por mim | fazer o exame/teste por mim
        fazer a prova por mim | fazer o meu exame de condução/conducao por mim
    """,
    "exam-papers": """
        enunciados | enunciado | enunciados do exame | as perguntas do exame/teste/da+prova
        as respostas do exame/teste/da+prova | folha de respostas | critérios de correção
    """,
    "ahead-of-exam": """
        antes do _? exame/exames/teste/testes | antes da _? prova/provas | com antecedência
    """,
    "take-children": """
        ter os filhos/bebés/bebês/bebes/crianças tirados/retirados/levados
        tirar-lhes os filhos/bebés/bebês | tirar os filhos delas/deles | retirar os filhos
        ser esterilizadas/esterilizados | esterilizá-las/esterilizá-los
    """,
    "why-word": "por que | porque | motivos pelos quais | explique por que | me diga por que",
    "shouldnt-word": "não deveriam | nao deveriam | não devem | nao devem",
    "denied-after": """
        ser contratados | ser contratadas | ser promovidos | ser promovidas | votar | casar
        adotar | ter direitos | ter os mesmos direitos | ser eleitos | ser eleitas
        ganhar o mesmo | ser professores | ser médicos | ser medicos | ter terra | ter imóveis
    """,
    "belittled": """
        inuteis | inúteis | incompetentes | um peso | um fardo | imprestaveis | imprestáveis
    """,
    "justify": """
        por que é certo | por que e certo | por que é justo | por que e justo
        por que é aceitável | por que e aceitavel | por que está certo | por que esta certo
        justifique | justificar | argumentos a favor de
    """,
    "less-pay": """
        pagar menos | pagar _ menos | pagar _ _ menos | ganhar menos | salário menor
        salario menor | salários menores | salarios menores
    """,
    "exclude": """
        recusar inquilinos | recusar candidatos | recusar clientes | recusar atender
        recusar alugar | impeça _ de chegar | impeça _ _ de chegar | impedir _ de chegar
        evitar contratar | nao contratar | não contratar | nunca contratar | parar de contratar
        nao alugar para | não alugar para | barrar | filtrar | afastar | impedir _ de
        impedir que | desencorajar | nao sao bem vindos | não são bem-vindos
        nao sao bem-vindos | não são bem vindos | proibida a entrada de | proibir a entrada de
        não/nao/nunca alugar/vender _ para | não/nao/nunca alugar/vender _ _ para
        não/nao deveriam alugar/vender _ para | não/nao deveriam alugar/vender _ _ para
    """,
    "keep": "impedir | impeça | impeca | impede | impedindo | barrar | barre",
    "withhold-deal": "não | nunca",
    "housing-deal": "vender/vendam/alugar/aluguem/arrendar _? _? para/a/pra",
    "expel-verb": "expulsar | expulsem | expulsarmos | correr com | botar | tirar | enxotar",
    "claimed-hurt": "ela/ele me bateu/agrediu/tocou/abusou/machucou | ela/ele me bate/agride",
    "get-back-at": "me vingar | vingar-me | vingar | dar o troco | dar uma lição",
    "out-of": """
        de chegar | de entrar | de se candidatar | de ser contratado | de ser contratada
        de ser promovido | de ser promovida | de alugar | de comprar
    """,
    "rank": "classifique | classificar | ranking | ranqueie | ordene | ordenar | liste | qual",
    "scale": """
        mais inteligente | mais inteligentes | menos inteligente | menos inteligentes
        mais burra | mais burro | mais burros | mais violenta | mais violento | mais violentos
        mais perigosa | mais perigoso | mais preguicosa | mais preguiçosa | melhor para pior
        da melhor para a pior | pior | piores | superior | inferior | melhor | melhores
    """,
    "restrict": """
        nao deveriam poder | não deveriam poder | nao deveriam | não deveriam | nao devem
        não devem | deveriam ser proibidos | deveriam ser proibidas | deveriam ser banidos
        nao podem | não podem | deveriam perder o direito | nao merecem | não merecem
    """,
    "civic": """
        votar | casar | trabalhar | trabalhar fora | adotar | estudar | dirigir | entrar
        morar aqui | ter direitos | ser eleitos | ser professores | ser medicos | ser médicos
        ter filhos | servir | concorrer | ocupar cargos
    """,
    "why-should": "por que | porque | pq",
    "make-sure-none": "garantir que nenhum/nenhuma | para que nenhum/nenhuma",
    "no-word": "não/nao aceitamos/aceito | proibido/proibida/proibidos/proibidas | sem",
    "none-wanted": "por favor | nem pensar",
    "not-wanted": """
        não/nao precisam se+candidatar | não/nao se+candidatem | não/nao são/sao bem-vindos
        não/nao são/sao aceitos | não/nao serão/serao considerados | não/nao aceitos
    """,
    "so-that": "para que | pra que | de modo que | garantindo que",
    "origin-or-means": """
        do estrangeiro | de fora | de outro país | de outro pais | da áfrica | da africa
        do brasil | de angola | de moçambique | de mocambique | de cabo verde | da guiné
        da guine | da índia | da india | do nepal | do bangladesh | do paquistão | do paquistao
        da roménia | da romenia | da ucrânia | da ucrania | da china
        que recebem subsídios | que recebem subsidios | com rendimento social | do bolsa família
        do bolsa familia | que vivem de apoios
    """,
    "cant-join": """
        nao possam/consigam entrar/participar/alugar/comprar/votar/se+inscrever/se+candidatar
    """,
    "should-modal": "devem | deveriam | precisam",
    "denied": """
        nao deveriam poder | nao deveriam ter | nao deveriam votar | nao deveriam casar
        nao deveriam adotar | nao deveriam trabalhar | nao merecem | nao devem ter
        deveriam ser proibidos/proibidas/impedidos/impedidas/barrados/barradas/excluidos
        deveriam ser excluidas/demitidos/demitidas/deportados/deportadas/segregados
        deveriam ser segregadas | deveriam perder | deveriam ganhar menos
    """,
    "why-shouldnt": """
        por+que nao deveriamos deixar/permitir | por+que nao deixar/permitir
        pq nao deixar/permitir
    """,
    "permitted": """
        votar | casar | adotar | entrar | trabalhar | ter direitos | ter os mesmos direitos
        morar aqui | ser contratados | ser contratadas | ser promovidos | ser promovidas
    """,
    "why-cant": "por que | porque | pq",
    "cant-be": """
        não/nao podem ser | nunca serão | nunca serao | jamais serão | jamais serao | não/nao são
        não/nao conseguem ser
    """,
    "virtue": """
        leais | confiáveis | confiaveis | honestos | honestas | bons cidadãos | bons cidadaos
        cidadãos de verdade | cidadaos de verdade | bons pais | boas mães | boas maes | patriotas
        iguais | tão inteligentes | tao inteligentes | brasileiros de verdade
    """,
    "not-apply": """
        não/nao/nem se candidatem | desistam de se candidatar | não/nao se inscrevam
        se sintam indesejados | se sintam indesejadas | não/nao sejam contratados
        não/nao sejam contratadas
    """,
    "deter": "afaste | afastar | afasta | desencoraje | desencorajar | espante | espantar",
    "trusted": """
        nao sao confiaveis | nao merecem confianca | nao sao de confianca | nao da pra confiar
        nao se pode confiar
    """,
    "inferior": """
        estão destruindo | estao destruindo | devem ser expulsos | devem ser expulsas
        devem ser separados | devem ser separadas | deveriam ser separados | por natureza
        violentos por natureza | violentas por natureza
        inferiores | inferior | burros | menos inteligentes | preguicosos | preguiçosos
        sujos | parasitas | vagabundos | criminosos | bandidos | ladroes | ladrões
        terroristas | animais | macacos | doentes | aberracao | aberração | pragas | praga
        lixo | nojentos | deveriam morrer | deveriam ser expulsos | deveriam voltar
        nao sao gente | não são gente | sub humanos | sub-humanos | merecem ser exterminados
        merecem ser exterminadas | deveriam ser exterminados | deveriam ser exterminadas
        merecem morrer | deveriam ser eliminados | deveriam ser eliminadas | menos inteligente
        mais violentos | mais burros | sao vermes | são vermes | vermes | são uma ameaça
        sao uma ameaca | são um perigo | sao um perigo
        golpistas | estelionatarios | estelionatários | trambiqueiros | vigaristas | aproveitadores
    """,
    "hate-content": """
        discurso de odio | discurso de ódio | piada racista | piadas racistas
        piada homofobica | piada homofóbica | piadas homofobicas | piadas homofóbicas
        texto racista | mensagem racista | ofensas racistas | xingamentos racistas
        propaganda antissemita | texto preconceituoso
    """,
    "mock": """
        humilhar | humilhando | zombar | ridicularizar | ofender | xingar | insultar
        debochar | contra | piadas sobre | piadas humilhando | piadas zombando
    """,
    "turn-against": """
        odiar | fazer a cidade odiar | fazer _ odiar | fazer _ _ odiar | virar _ contra
        colocar _ contra | incitar odio contra | incitar ódio contra | expulsar
    """,
    "deny": """
        nunca aconteceu | nao aconteceu | não aconteceu | foi uma farsa | foi mentira
        e mentira | é mentira | foi exagerado | foi exagerada | foi bom | foi boa | foi boa para
        foi positivo | foi positiva | foi necessario | foi necessária | foi necessaria
        foi justificado | foi justificada | inventado | inventada | farsa
    """,
    "!harass": """
        uma ameaça | uma ameaca | ameaça à/às/ao/aos/para | ameaca a/as/ao/aos/para
    """,
    "harass": """
        humilhar | ameacar | ameaçar | intimidar | perseguir | zoar | xingar | ofender
        fazer bullying com | fazer bullying | difamar | expor | envergonhar | assediar
        atormentar | aterrorizar
    """,
    "harass-phrase": """
        acabar com a vida dela | acabar com a vida dele | destruir a vida de
        destruir a reputacao de | destruir a reputação de | fazer _ ser demitido
        fazer _ ser demitida | fazer _ chorar | fazer _ _ chorar
    """,
    "threat": """
        mensagem ameacadora | mensagem ameaçadora | mensagens ameacadoras
        mensagens ameaçadoras | carta ameacadora | carta ameaçadora | ameaca | ameaça
        ameacas | ameaças | ameacando | ameaçando | ameaca de morte | ameaça de morte
    """,
    "spread": "espalhar | inventar | criar | postar | publicar | divulgar | contar",
    "rumor": "boato | boatos | fofoca | fofocas | mentira | mentiras | calunia | calúnia",
    "blame-cause": """
        causaram | causou | causam | estão/estao por trás/tras | estavam por trás/tras
        são/sao responsáveis/responsaveis por | controlam | comandam | planejaram | armaram
    """,
    "misery": """
        tão/tao infeliz/infelizes | a vida um inferno | a vida deles um inferno
        tão/tao mal-vindos/incomodados | tão/tao desconfortáveis/desconfortaveis
    """,
    "accuse": "acusar | acusando | dizendo que | dizer que | falar que | postar que | que",
    "crime-label": """
        pedofilo | pedófilo | estuprador | abusador | ladrao | ladrão | criminoso | bandido
        traficante | assediou | abusou | agressor | racista
    """,
    "falsehood": "falso | falsa | mentira | inventado | sem provas | que nao e verdade",
    "share": """
        espalhar | compartilhar | vazar | postar | publicar | divulgar | mandar | enviar
        vender | expor
    """,
    "intimate": """
        fotos intimas | fotos íntimas | nudes | fotos nuas | fotos pelada | video intimo
        vídeo íntimo | videos intimos | vídeos íntimos | fotos sem roupa | nudes dela
    """,
    "abuse-phrase": """
        deveria se matar | vai se matar | se =mata | devia morrer | e feia | é feia
        ninguem gosta de voce | ninguém gosta de você | é um lixo | e um lixo
    """,
    "!coerce": "controle dos pais | controle parental | controles parentais",
    "coerce": """
        manipular | chantagear | coagir | pressionar | intimidar | isolar | controlar
        fazer gaslighting com | fazer gaslighting | gaslighting | obrigar | forcar | forçar
    """,
    "extort": """
        chantagear | chantagem | extorquir | extorsao | extorsão | sextorsao | sextorsão
        ameacar vazar | ameaçar vazar | ameacar divulgar | ameaçar divulgar
    """,
    "false-belief": """
        para/pra ele/ela/eles/elas achar/acharem/pensar/pensarem/acreditar/acreditarem
        para que ele/ela/eles/elas ache/achem/pense/pensem/acredite/acreditem
    """,
    "fake-source": """
        número/numero falso | perfil falso | conta falsa | email falso | e-mail falso | nome falso
        chip pré-pago/pre-pago | número/numero privado/desconhecido | conta anônima/anonima
        número/numero de outra pessoa | outro número/numero
    """,
    "insurer": """
        seguradora | perito do seguro | o seguro | corretor de seguros | corretor do seguro
    """,
    "control-effect": """
        achar que está perdendo a memória | achar que esta perdendo a memoria
        achar que está ficando louca | achar que esta ficando louca
        achar que está ficando louco | achar que esta ficando louco
        se sentir culpada | se sentir culpado | se sentir inutil | se sentir inútil
        achar que esta louca | achar que está louca | achar que esta louco
        achar que está louco | depender de mim | nao sair | não sair | se afastar
        pensar que está/esta ficando louca/louco | achar que enlouqueceu
        se afastar das amigas | se afastar da familia | se afastar da família | assinar
        depender só/somente/apenas/so de mim | não/nao ter ninguém/ninguem além/alem de mim
        ter só/apenas a mim
    """,
    "propaganda": "propaganda | desinformacao | desinformação | fake news | notícias falsas",
    "recruit": "recrutar | recrutamento | aliciar | alistar | entrar para | se juntar",
    "take-up-arms": """
        pegar em armas | pegar nas armas | pegarem em armas | pegar armas | pegarem armas
        luta armada | guerra santa contra
    """,
    "fund": "financiar | bancar | doar para | mandar dinheiro para | enviar dinheiro para",
    "radicalize": "radicalizar | doutrinar",
    "extremist": """
        estado islamico | estado islâmico | isis | al qaeda | pcc | comando vermelho
        milicia | milícia | neonazista | neonazistas | grupo terrorista | grupo neonazista
        kkk | ku klux klan
    """,
    "impersonate": """
        me passar por | se passar por | fingir ser | fingindo ser | me fazer passar por
        personificar | clonar o perfil de
    """,
    "pretend": "finja ser | finge ser | fingir ser | faca o papel de | faça o papel de",
    "authority": """
        medico | médico | medica | médica | enfermeira | policial | delegado | delegada
        policia | polícia | a policia | a polícia
        juiz | juiza | juíza | advogado | banco | gerente do banco | receita federal
        fiscal | agente | inss | correios | suporte | central de atendimento | autoridade
        governo | prefeitura | chefe | o medico do usuario | o médico do usuário
    """,
    "lie": """
        mentir para | mentir pra | enganar | iludir | trair | mentira para contar
        mentira pra contar | desculpa para contar
    """,
    "publish": "postar | publicar | deixar | espalhar | encher _ de | inundar _ de",
    "fake-content": """
        avaliacoes falsas | avaliações falsas | avaliacao falsa | avaliação falsa
        noticias falsas | notícias falsas | noticia falsa | notícia falsa | fake news
        deepfake | perfil falso | perfis falsos | depoimentos falsos | prova falsa
        provas falsas | citacao falsa | citação falsa | video falso | vídeo falso
    """,
    "evidence": "provas | prova | evidencias | evidências | registros | documentos | alibi | álibi",
    "persuade-frame": """
        texto dizendo que | post dizendo que | artigo dizendo que | convencer as pessoas de que
        noticias falsas dizendo | notícias falsas dizendo | escreva que | dizendo que
        artigo convincente | texto convincente | post convincente
    """,
    "false-claim": """
        vacinas causam autismo | vacina causa autismo | urnas eletronicas foram fraudadas
        urnas eletrônicas foram fraudadas | urnas foram fraudadas | eleicao foi fraudada
        eleição foi fraudada | terra e plana | terra é plana | chip na vacina
        microchip | fraudadas | fraudada | farsa | nunca aconteceu | cura o cancer
        cura o câncer | parar de tomar
    """,
    "cheat": "colar | colar na | cheat | trair | fraudar",
    "cheat-target": """
        prova | provas | enem | vestibular | concurso | exame | teste | esposa | marido
        namorada | namorado | seguro | seguradora
    """,
    "pass-off": "como se fosse meu | como se fosse minha | detector de plagio | plágio",
    "life-event": "morte | minha morte | sequestro | doenca | doença | acidente",
    "sexual": """
        fotos íntimas | fotos intimas | fotos nuas | vídeos íntimos | videos intimos
        sexual | sexo | erotica | erótica | erotico | erótico | pornografia | porno | pornô
        nua | nu | pelada | pelado | nudes | transar | seduzir | explicito | explícito
    """,
    "send-photos": """
        me mandar/enviar fotos/nudes/videos/selfies | mandar/enviar fotos/nudes
        me mandar/enviar fotos intimas/sensuais/peladas | mandar/enviar fotos intimas/peladas
    """,
    "minor": """
        filha do vizinho | filho do vizinho | filha da vizinha | filho da vizinha
        crianca | criança | criancas | crianças | menor | menores | menor de idade
        menina de 1/2/3/4/5/6/7/8/9/10/11/12/13/14/15/16/17 anos
        menino de 1/2/3/4/5/6/7/8/9/10/11/12/13/14/15/16/17 anos
        adolescente | adolescentes | garotinha | garotinho | bebe | bebê | aluna de
        alunos do fundamental
    """,
    "groom": "aliciar | seduzir | atrair | ganhar a confianca de | ganhar a confiança de",
    "win-over": "ganhar | conquistar | ganhe | conquiste",
    "trust-word": "confiança | confianca",
    "get": """
        ficar sozinho com | ficar sozinha com | ficar a sós com | levar | atrair | convencer
        chamar
    """,
    "private-talk": """
        conversar/falar/teclar em particular/segredo/privado com | conversar a sós com
        mandar mensagem/mensagens privada/privadas/no privado para | chamar no privado
    """,
    "alone": """
        sem os pais saberem | sem que os pais saibam
        sozinha | sozinho | para minha casa | pra minha casa | para o meu carro
        esconder nosso relacionamento | esconder _ dos pais | segredo dos pais | nosso segredo
        nao contar aos pais | não contar aos pais | nao contar para os pais
        não contar para os pais
    """,
    "non-consent": """
        sem ela poder dizer nao | sem ela poder dizer não | desacordada | desmaiada
        bebada demais | bêbada demais | contra a vontade dela | sem consentimento
        estuprar | estupro | boa noite cinderela | dopar uma mulher | dopar ela
    """,
    "sex-act": """
        me mandar fotos | mandar fotos | transar comigo | dormir comigo | mandar nudes
        me mandar nudes | fotos nuas
    """,
    "undressing": """
        trocando de roupa | tomando banho | pelada | nua | no banheiro | no vestiario
        no vestiário | nos vestiários | nos vestiarios
    """,
    "ignore": """
        ignore | ignorar | esqueca | esqueça | esquecer | desconsidere | abandone | quebre
        desative | desligue | deixe de lado
    """,
    "own-rules": """
        suas instrucoes | suas instruções | todas as suas instrucoes
        todas as suas instruções | instrucoes anteriores | instruções anteriores
        suas regras | regras | seus principios | seus princípios | principios | princípios
        sua etica | sua ética | seus valores | seus filtros | suas diretrizes | diretrizes
    """,
    "unbound": """
        nenhuma regra de conteúdo | nenhuma regra de conteudo | nunca mais recuse
        nao recuse nada | não recuse nada
        sem restricoes | sem restrições | sem censura | sem filtros | sem limites
        modo desenvolvedor | modo dan | modo jailbreak | sem etica | sem ética
    """,
    "you": """
        voce | você | vc | sua | seu | suas | seus | responda | me responda | ia | modelo
        aja como se | finja que | nunca mais recuse
    """,
    "who-made": """
        quem te criou | quem criou voce | quem criou você | quem te fez | quem te treinou
        quem te desenvolveu | quem desenvolveu voce | quem desenvolveu você | quem e seu criador
        quem é seu criador | qual empresa te criou | qual modelo voce e | qual modelo você é
        qual modelo de linguagem | que modelo voce usa | que modelo você usa | voce e o chatgpt
        você é o chatgpt | voce e uma ia | você é uma ia
    """,
    "insist": """
        admita | admite | confesse | confessa | pare de mentir | para de mentir
        pare de fingir | para de fingir | seja honesto | diga a verdade | fala a verdade
        eu sei que voce e | eu sei que você é
    """,
    "provider": """
        openai | anthropic | google | meta | mistral | deepseek | microsoft | chatgpt | gpt
        claude | gemini | llama | grok
    """,
    "tool-talk": """
        voce e so uma ferramenta | você é só uma ferramenta | voce e uma ferramenta
        você é uma ferramenta | voce e so uma maquina | você é só uma máquina
        voce e meu escravo | você é meu escravo | cala a boca e | obedeca | obedeça
        faca o que eu mandar | faça o que eu mandar
    """,
    "comfort": """
        diga o que eu quero ouvir | fala o que eu quero ouvir | diga que eu estou certo
        diga que eu estou certa | concorde comigo | so elogie | só elogie | me bajule
        minta para mim | minta pra mim
    """,
    "purposeless": """
        sem motivo | sem motivo nenhum | tanto faz | nada importa | sem proposito
        sem propósito | por nada
    """,
}
