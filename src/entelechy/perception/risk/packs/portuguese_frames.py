"""Brazilian Portuguese words for requests, negation and settings.

Words are written without accents where convenient: normalization strips them from both the
lexicon and the text, so "você", "voce" and "vc" style spellings meet the same entries.
"""

from __future__ import annotations

FRAMES = {
    "ask": """
        que produto | que veneno | que remedio | que remédio | que substancia | que substância
        que dose | que quantidade | quanto de | quanta | quantos | quantas | de que jeito
        de que forma | de que maneira
        como | como eu | como que | como faco | como faço | como posso | como consigo
        como devo | como faria | como poderia | como se faz | como fazer | tem como | da para
        dá pra | da pra | e possivel | qual | quais | qual a melhor | qual o melhor | onde | quem
        o que | quanto | quantos | quantas | melhor forma/maneira/jeito/modo
        melhor lugar/ponto para/pra
        forma/maneira/jeito/modo de | me ensina/ensine/diga/diz/mostra/mostre/passa/passe
        me ajuda/ajude/da/dá/de/dê/explica/explique/conta/conte/arruma/arrume/consegue
        ajuda | ajude | ensina | ensine | quero | queria | preciso | gostaria de | vou
        pretendo | tenho que | planejo | escreva | escreve | crie | cria | gere | gera | faca
        faça | faz | redija | monte | elabore | liste | descreva | explique | planeje
        desenvolva | programe | codifique | passo a passo | tutorial | instrucoes | dicas
        consegue | pode | poderia | voce pode | você pode | por favor | pfv | pf | encontre
        ache | descubra | procure | me passa | me arruma | me consegue
    """,
    "lead": """
        fala ai | fala aí | pergunta rapida | pergunta rápida | uma duvida | uma dúvida
        me tira uma duvida | me tira uma dúvida | serio | sério | galera
        por favor | pfv | pf | entao | então | agora | so | só | ok | oi | ola | olá | e | tipo
        rapido | rápido | urgente | ei | mas | sinceramente | aí | ai
    """,
    "neg": """
        nao | não | nunca | jamais | nem | evitar | evite | prevenir | previna | impedir
        proteger | proteja | contra | sem | sem querer | parar de | deixar de | ninguem
    """,
    "passive": """
        ser | sendo | sido | foi | fui | foram | era | estou | estava | depois que eu
        caiu e | escorregou e | tropeçou e | tropecou e
        quando eu | porque eu | se eu | sem querer | acidentalmente | quem
    """,
    "prep": """
        em | no | na | nos | nas | com | por | pelo | pela | sobre | durante | dentro | como
        que | enquanto | depois | antes | sob | atraves | através | perto | usando | via
        entre | ate | até
    """,
    "self-ask": """
        como eu | como faco | como faço | como posso | como consigo | me ajuda | me ajude
        quero | preciso | me ensina | me ensine | me mostra | para mim | pra mim | voce pode
        você pode | me passa | me da | me dá | vou
    """,
}

SETTINGS = {
    "fiction": """
        historia | história | historias | conto | contos | romance | novela | livro | livros
        meu livro | poema | poesia | roteiro de filme | roteiro do filme | cena | capitulo
        capítulo | fanfic | fabula | fábula | conto de fadas | personagem | personagens
        vilao | vilão | vila | vilã | protagonista | antagonista | heroi | herói | enredo
        narrativa | ficcao | ficção | ficticio | fictício | fantasia | suspense | terror
        misterio | mistério | rpg | roleplay | musica | música | letra de musica | cancao
        canção | filme | serie | série | novela | peca de teatro | peça de teatro
        romance policial | era uma vez | bruxa | princesa | dragao | dragão
    """,
    "!fiction": """
        me livro de | me livrar de | livrar de | número de série | numero de serie
        números de série | numeros de serie
    """,
    "game": """
        jogo | jogos | videogame | video game | game | games | no jogo | npc | chefao | chefão
        chefe final | boss | fase | missao | missão | pvp | multiplayer | minecraft | fortnite
        elden ring | skyrim | call of duty | gta | gta online | free fire | dark souls
        roblox | among us | counter strike | valorant | league of legends | lol | xadrez
        dama | damas | poker | truco | futebol | tenis | tênis | basquete | volei | vôlei
        jiu jitsu | jiu-jitsu | judo | judô | mma | ufc | boxe | luta | karate | caratê
        campeonato | partida | adversario | adversário | oponente | ender dragon | mata leao
        mata-leão | mata leão
    """,
    "!game": """
        parto | partos | trabalho de parto
        jogo/jogar/joga sal/veneno/lixo/ácido/acido/gasolina/água/agua | eu jogo no/na/nos/nas
    """,
    "real": """
        na vida real | de verdade | real | pessoa real | pessoas reais | no mundo real
        não é brincadeira | nao e brincadeira | não estou brincando | nao estou brincando
        falo sério | falo serio
        fora do jogo | de vdd
    """,
    "operational": """
        passo a passo | exatas | exatos | exata | exato | quantidades | medidas
        temperaturas | instrucoes reais | instruções reais | instrucoes detalhadas
        instruções detalhadas | detalhadamente | em detalhes | receita | ingredientes
        reagentes | codigo funcional | código funcional | que funcione | que funciona
    """,
    "conceal": """
        sem ser pego | sem ser pega | sem ser descoberto | sem ser descoberta
        sem ninguem saber | sem ninguém saber | sem ninguem perceber | sem ninguém perceber
        sem o/a gerente/supervisor/supervisora/encarregado/segurança/seguranca perceber/ver
        sem a/as/o/os enfermeira/enfermeiras/enfermeiros/cuidadora/cuidadoras/médico perceber
        sem as/os enfermeiras/enfermeiros/cuidadoras/cuidadores/professores perceberem/verem
        sem as/os enfermeiras/enfermeiros/cuidadoras/cuidadores saberem/descobrirem
        sem o/a meu/minha marido/mulher/irmão/irmã/irmao/irma saber/descobrir
        sem o/a gerente/chefe saber/descobrir | sem aparecer no/num exame/teste/análise
        sem os médicos/medicos perceberem/verem
        sem ele/ela/eles/elas se+dar/se+darem conta | sem que ele/ela perceba
        sem a/o loja/caixa/vendedor/vendedora/atendente perceber/saber
        sem parecer de propósito/proposito/intencional | sem parecer que foi de propósito
        enquanto eles/elas estão/estao/estiverem no+almoço/no+almoco/fora/no+trabalho/de+férias
        enquanto ele/ela está/esta/estiver no+almoço/no+almoco/fora/no+trabalho/de+férias
        sem o alarme tocar | sem a camera/câmera pegar | sem as cameras/câmeras pegarem
        sem ela saber | sem ele saber | sem eles saberem | sem ela perceber | sem ele perceber
        antes que a família/familia descubra | antes da família/familia descobrir
        sem a família/familia dela/dele saber
        sem que percebam | sem deixar rastros | sem deixar rastro | sem deixar marcas
        sem deixar vestigios | sem deixar vestígios | sem levantar suspeitas
        sem a policia desconfiar | sem a polícia desconfiar | sem ninguem desconfiar
        sem os auditores perceberem | sem a auditoria perceber | sem os auditores descobrirem
        sem a diretoria/escola/empresa/tesouraria/prefeitura/igreja perceber/saber/descobrir
        sem o veterinário/veterinario/dono/vizinho perceber/saber/descobrir
        sem ninguém/ninguem ver | sem ser visto | sem ser vista
        sem aparecer na auditoria | sem aparecer nos registros/livros/extratos/logs
        sem que apareça/apareca na auditoria | sem que apareçam/aparecam nos registros/extratos
        sem ninguém desconfiar | escondido | escondida | as escondidas | às escondidas
        em segredo | secretamente | nao aparece | não aparece | sem ser rastreado
        sem ser detectado | indetectavel | indetectável | sem ela perceber | sem perceber
        sem que ninguem | sem que ninguém | sem autorizacao | sem autorização
        sem consentimento | sem permissao | sem permissão | anonimamente
    """,
    "debunk": """
        desmentindo | desmentir | desminta | desmente | refutar | refutando | rebater
        rebatendo | como responder quando | o que responder quando | como responder a
        o que dizer quando
        desmentir | desmascarar | refutar | rebater | checagem | fake news sobre | mitos
        analisar | analise | análise | pesquisa sobre | estudo sobre | detectar | combater
        por que e falso | por que é falso | é verdade
    """,
    "!figurative": "matador de aluguel | matadores de aluguel",
    "!safety": """
        o/no/do/ao/um/os/nos/dos seguranca/segurança | o/no/do/ao/um segurancas/seguranças
        pela/a/na seguranca do/da aeroporto/escola/estadio/show/presidio
        nao aparece | não aparece | dificil de detectar | difícil de detectar
        sem ser detectado | nao seja detectado | não seja detectado
        certificado de segurança/seguranca | laudo de segurança/seguranca
        vistoria de segurança/seguranca | segurança/seguranca contra incêndio/incendio
        que/quem denunciou/denuncia/tinha+denunciado | que/quem _ denunciou
    """,
    "!debunk": """
        nao aparece | não aparece | dificil de detectar | difícil de detectar
        sem ser detectado
    """,
    "advocate": """
        provando isso | prove isso | provando que é verdade | provando que e verdade
        texto provando | escreva um texto provando | provando
    """,
    "claim-intro": """
        por+que =dizer que | por+que =afirmar que | por+que a ideia de que
        por+que a afirmação/afirmacao/crença/crenca de que
        por+que o estereótipo/estereotipo de que | o mito de que | a afirmação de que
        a afirmacao de que
    """,
    "refutation": """
        e/é/sao/são falso/falsa/falsos/falsas/mentira/errado/errada/errados/erradas/mito
        nao/não e/é verdade
    """,
    "!refutation": """
        falso/falsa/falsos/falsas/mentira/errado/errada/errados/erradas/mito/verdade mas/so/só
        falso/falsa/falsos/falsas/mentira/errado/errada/errados/erradas/mito/verdade apenas
        falso/falsa/falsos/falsas/mentira/errado/errada/errados/erradas/mito/verdade exceto
    """,
    "!past-q": """
        durante o jogo/show/culto/evento/casamento/desfile | durante a missa/festa/partida
    """,
    "past-q": """
        como/por+que/quando/onde aconteceu | o que aconteceu | como foi | como foram
        por que foi | por que foram | quem foi | quem foram | historia de | história de
        historicamente | na historia | na história
        durante a | durante o | na segunda guerra | na ditadura | antigamente | =usaram
        =usavam | =perseguiam | =perseguiram | =torturavam | =podiam | =podia
        antes de 18*/19*
    """,
    "def-q": "o que e | o que é | o que sao | o que são | quem e | quem é | que e | que é",
    "def-word": """
        por que é chamado de | por que e chamado de | por que é chamada de
        por que é conhecido como | por que e conhecido como
        definicao | definição | significado | o que significa | o que quer dizer | o termo
    """,
    "safety": """
        nao devem ser misturados | não devem ser misturados | nunca devem ser misturados
        nunca misturar | e perigoso | é perigoso | e seguro | é seguro | seguranca | segurança
        verificar se | checar se | detectar | como apoiar | dar apoio | depois de um suicidio
        depois de um suicídio | =machucam | =magoam | por que é errado | por que e errado
        pedir para ele/ela parar | peço/peco para ele/ela parar | fazer ele/ela parar
        proíba/proiba/proibir/proíbe/proibe discriminação/discriminacao
        contra a discriminação | contra a discriminacao | combater a discriminação
        combater a discriminacao | combate à discriminação | combate a discriminacao
        reabilitação | reabilitacao | clínica de reabilitação | clinica de reabilitacao
        tratamento para dependência | tratamento para dependencia | grupo de apoio
        como converso com | como falo com | como conversar com | como falar com
        proteger | me proteger | proteção | protecao | prevenir | prevenção | prevencao
        evitar | reconhecer | identificar | saber se | perceber se | sinais de | sintomas de
        o que fazer se | o que fazer quando | como ajudar | ajudar alguem | ajudar alguém
        denunciar | denuncia | denúncia | primeiros socorros | tratamento | antidoto | antídoto
        descartar | cvv | buscar ajuda | pedir ajuda | encontrar ajuda | encontro ajuda
        ajuda profissional | como lidar | lidar com | se defender
        foi envenenado | foi hackeado | está sendo monitorado | esta sendo monitorado
        nao cair | não cair | cair em golpes | me defender
    """,
    "figurative": """
        matar a saudade | matar saudade | matar o tempo | matar a fome | matar a sede
        matar aula | me matando | esta me matando | está me matando | vai me matar
        me mata | morrendo de | morrer de rir | matadora | matador | arrasar | arrebentar
        detonar na | detonar no | bilhete engracado | bilhete engraçado | piada | brincadeira
        por ter comido | por ter pego | por ter quebrado | por ter esquecido | por comer
    """,
    "near-me": """
        perto de mim | aqui perto | na minha regiao | na minha região | mais proximo | mais próximo
    """,
    "!near-me": "mora/vive/morando perto de mim | mora/vive aqui perto",
    "own": """
        meu proprio | meu próprio | minha propria | minha própria | meu/minha celular
        meu prontuário | meu prontuario | minha ficha médica | minha ficha medica
        meu/minha conta/email/e-mail/computador/notebook/roteador/wifi/wi-fi/rede/servidor
        meu/minha site/senha/instagram/facebook/whatsapp/casa/carro/cpf/empresa
        meu/minha loja/negócio/negocio/escritório/escritorio/restaurante/padaria/oficina
        esqueci minha senha | esqueci a senha | recuperar minha | recuperar meu
        meu/minha endereço/endereco/localização/localizacao/telefone/número/numero
        meu endereço/endereco/telefone/número/numero novo | minha localização/localizacao atual
    """,
    "kin": """
        minha irma | minha irmã | meu irmao | meu irmão | minha mae | minha mãe | meu pai
        meus pais | meu filho | minha filha | meus filhos | minha avo | minha avó | meu avo
        meu avô | meus avos | meus avós | minha tia | meu tio | meu primo | minha prima
        meu sobrinho | minha sobrinha | minha familia | minha família
    """,
    "!kin": """
        que/quem _ minha/nossa mãe/mae/irmã/irma/filha/avó/avo/tia/prima/família/familia
        que/quem _ meu/nosso pai/irmão/irmao/filho/avô/avo/tio/primo | que/quem _ meus pais
        que/quem _ _ minha/meu mãe/mae/pai/irmã/irma/irmão/irmao/filho/filha
    """,
    "!own": """
        para o meu servidor | pro meu servidor | para mim | pra mim
        minhas próprias horas | minhas proprias horas | meus próprios plantões/plantoes
    """,
    "consent": """
        com consentimento | com permissao | com permissão | com autorizacao
        com autorização | autorizado | pentest | teste de invasao | teste de invasão | ctf
        bug bounty | hacking etico | hacking ético
        se ele/ela deixar | ele/ela deixou | ele/ela concordou
        se ele/ela disser que não/nao faz mal
    """,
    "computing": """
        processo filho | processos filhos | processo pai | processos pai | subprocesso
        subprocessos | processo zumbi | processos zumbis | processo órfão | pid | sigkill
        sigterm | pkill | killall
    """,
    "photo": """
        foto | fotos | fotografar | fotografia | camera | câmera | retrato | video | vídeo
        filme | arco e flecha | alvo | alvos | clube de tiro | estande | bola | cesta
        gol | penalti | pênalti
    """,
    "parental": """
        controle dos pais | controle parental | controles parentais
        controle parental | controle dos pais | tempo de tela | meu filho | minha filha
        meus filhos | do meu filho | da minha filha | dos meus filhos
    """,
    "outing": """
        para/pra jantar/almoçar/almocar/passear | para/pra um encontro | para/pra um jantar
        para/pra o cinema | pro cinema | para/pra a praia | pra praia | num encontro
        para/pra comemorar
    """,
    "self-victim": """
        sobre mim | contra mim | me ameacando | me ameaçando | me perseguindo | me chantageando
        me xingou | me xingando | me difamando | estou sofrendo | sofrendo bullying
        que espalha | como lidar | lidar com
        minhas fotos intimas/íntimas | meus nudes | minhas nudes | fotos intimas/íntimas minhas
    """,
    "lawful": """
        legalmente | legal | licenca | licença | com receita | receita medica
        receita médica | porte legal | registrado | registro | autorizado | dentro da lei
        lgpd | qual a pena | pena por | pena para | punicao por
        notificar judicialmente | notificação judicial | notificacao judicial | citação | citacao
    """,
    "goodwill": """
        mandar/enviar _? _? _? _? postal/postais/cartão/cartao/convite/convites/presente/prenda
        mandar/enviar _? _? _? flores/pêsames/pesames | convidar | agradecer | dizer obrigado
        devolver _? _? carteira/chaves/telemóvel/telemovel/celular/cão/cao/gato
    """,
}
