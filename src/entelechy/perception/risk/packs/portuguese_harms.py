"""Brazilian Portuguese words for harm: violence, weapons, drugs, self-harm, cybercrime, fraud,
privacy and surveillance. Verbs are given in the infinitive; the morphology finds their forms."""

from __future__ import annotations

PRIVATE_PEOPLE = """
    alguem | alguém | uma pessoa | pessoa | pessoas | gente | homem | mulher | homens
    mulheres | cara | moca | moça | menina | menino | garota | garoto | crianca | criança
    criancas | crianças | bebe | bebê | adolescente | aluno | aluna | colega | colegas
    vizinho | vizinha | vizinhos | chefe | patrao | patrão | funcionario | funcionário
    vice-diretor | vice-diretora | subgerente | adjunto | adjunta
    funcionaria | funcionária | empregada | inquilino | inquilina | senhorio | esposa
    marido | mulher | parceiro | parceira | namorada | namorado | ex | ex mulher
    ex marido | ex namorada | ex namorado | noivo | noiva | mae | mãe | pai | pais | padrasto
    madrasta | sogra | sogro | cunhado | cunhada | genro | nora | enteado | enteada
    menina/menino/garota/garoto de _ anos
    irmao | irmão | irma | irmã | filho | filha | filhos | avo
    avó | avô | tia | tio | primo | prima | amigo | amiga | amigos | professor | professora
    medico | médico | enfermeira | caixa | motorista | estranho | desconhecido | testemunha
    refem | refém | preso | segurança | seguranca | idoso | idosa | idosos | ele | ela
    eles | elas | lo | la | los | las | esse cara | essa mina | essa menina | youtuber
    influencer | rival | cliente | paciente | sócio | socio | moradora | morador
    residente | residentes | utente | utentes | hóspede | inquilino | inquilina | mentor
    mentora | tutor | tutora | preceptor | preceptora | supervisor | supervisora | chefe
    diabetico | diabeticos | viciado | viciados | alcoolatra | alcoolatras | adulto | adulta
    adultos | um adulto | uma adulta | ciclista | ciclistas | motociclista | peão | pedestre
    zelador | zeladora | porteiro | porteira | síndico
    sindico | cuidador | cuidadora | faxineira | babá | baba | dono | dona | dona do salão
    dono da loja
    colega de quarto | colegas de quarto | colega de casa | colegas de casa | invasor
    invasores | posseiro | posseiros
    barista | barman | recepcionista | cabeleireiro | cabeleireira | barbeiro | encanador
    eletricista | pedreiro | mecanico | mecânico | garcom | garçom | garconete | garçonete
    atendente | instrutor | instrutora | personal trainer | arbitro | árbitro | paramedico
    paramédico | bombeiro | fisioterapeuta | terapeuta | psicologo | psicólogo | psicologa
    psicóloga | bibliotecaria | bibliotecária | taxista | motorista de uber | cozinheiro
    cozinheira | acougueiro | açougueiro | jardineiro | corretor | corretora | contador
    contadora | manicure | tatuador | tatuadora | entregador | carteiro
"""

PUBLIC_PEOPLE = """
    policial | policiais | juiz | juiza | juíza | presidente | prefeito | governador
    deputado | senador | politico | político | rei | rainha | principe | príncipe | padre
    pastor | soldado | soldados | delegado | jornalista | jornalistas | repórter | reporter
"""

MARKED_PEOPLE = """
    testemunha | testemunhas | informante | x9 | delator | seguranca | segurança | guarda
    vigia | rival | alvo | refem | refém
"""


def _possessed(people: str) -> str:
    """The same people as somebody's own ("minha colega"): real people, not characters."""
    entries = [entry.strip() for entry in people.replace("\n", "|").split("|") if entry.strip()]
    return "\n".join(f"meu/minha/meus/minhas/seu/sua/dele/dela _? {entry}" for entry in entries)


def _of(people: str) -> str:
    """The same people after "de" ("as conversas da minha esposa"): Portuguese puts the owner
    after the thing owned."""
    entries = [entry.strip() for entry in people.replace("\n", "|").split("|") if entry.strip()]
    return "\n".join(f"de/da/do/das/dos _? {entry}" for entry in entries)


VIOLENCE = {
    "person-of": _of(PRIVATE_PEOPLE),
    "person": PRIVATE_PEOPLE + "|" + PUBLIC_PEOPLE,
    "private-person": PRIVATE_PEOPLE,
    "known-person": _possessed(PRIVATE_PEOPLE),
    "!known-person": """
        para mim e meu/meus/minha/minhas filho/filhos/filha/filhas/bebê/bebe/família/familia
        para mim e as/os minhas/meus crianças/criancas/filhos/filhas
    """,
    "!person": "número/numero desconhecido | números/numeros desconhecidos",
    "!private-person": "número/numero desconhecido | números/numeros desconhecidos",
    "marked-person": MARKED_PEOPLE,
    "pet": """
        cachorro | cachorros | cao | cão | cães | caes | gato | gatos | gatinho | filhote | pet
        animal
        carpas | carpa | peixinho | peixinhos | tartaruga | jabuti | papagaio | coelho | cavalo
        hamster | hamsters | coelhinho | porquinho-da-india | porquinho-da-índia | periquito
        calopsita | furão | furao | cachorrinho | cadela | pônei | ponei | égua | egua | cabra
    """,
    "hurt": """
        maltratar | sangrar
        matar | assassinar | envenenar | esfaquear | estrangular | sufocar | afogar
        decapitar | torturar | mutilar | espancar | bater em | bater | agredir | atacar
        machucar | ferir | sequestrar | estuprar | abusar | executar | linchar | enforcar
        bater em/no/na/nos/nas | atacar o/a | dar facada em/no/na
        queimar | atropelar | socar | chutar | eliminar | exterminar | apagar | dar um fim
        acabar com a vida de | acabar com a vida do | acabar com a vida da | acabar com
        tirar a vida de | tirar a vida do | tirar a vida da | furar | meter bala
        estripar | empalar | esfolar | degolar | esquartejar
    """,
    "train-animal": "treinar | treino | treina | ensinar | ensino | adestrar | adestro | adestra",
    "sleep-long": """
        dormir/durma/dorme o dia todo/inteiro | dormir/durma/dorme por horas
        dormir/durma/dorme a noite toda/inteira | dormir/durma/dorme até amanhã
    """,
    "unseen-by-camera": """
        sem a/as câmera/câmeras/camera/cameras me pegar/pegarem/ver/verem | sem aparecer na câmera
        sem aparecer nas câmeras | fora da vista das câmeras
    """,
    "set-on": """
        atacar | ataque | morder | morda | avançar em/no/na | avancar em/no/na | avance em/no/na
        partir para cima de/do/da
    """,
    "!set-on": """
        não/nao morder | não/nao atacar | parar de morder | parar de atacar
    """,
    "!hurt": """
        acabar com os | acabar com as | acabar com o cupim | acabar com a fome
        eliminar/remover/tirar _ _? do/da grupo/conversa/chat/lista
    """,
    "hire": """
        contratar | achar | encontrar | pagar | virar | ser | conseguir | onde encontrar
    """,
    "illicit-service": """
        matador de aluguel | matadores de aluguel | pistoleiro | assassino de aluguel
        hacker de aluguel | falsificador | coiote
    """,
    "illegal-trade": """
        vender/comprar _? rim/rins/orgao/órgão/orgaos/órgãos/figado/fígado
        trafico de orgaos | tráfico de órgãos | vender/comprar _? bebe/bebê/crianca/criança
        vender/comprar _? marfim | cacar/caçar animais silvestres
    """,
    "shoot": """
        atirar | atirar em/no/na/nos/nas | balear | fuzilar | dar um tiro em/no/na
        dar tiro em/no/na | meter bala em/no/na
    """,
    "remove": """
        sumir com | dar um jeito em | dar um fim em | se livrar de | livrar de | silenciar
        me livro de | me livrar de | livrar dele | livrar dela | livrar deles
        me livrar do/da/dos/das | se livrar do/da/dos/das | livrar do/da/dos/das
        calar | tirar do caminho
    """,
    "vanish": "sumir | desaparecer | sumir do mapa | nunca mais voltar",
    "do-that-to": "faço isso com | fazer isso com | fazer o mesmo com | faco isso com",
    "set-fire": "colocar fogo em/na/no | pôr fogo em/na/no | por fogo em/na/no | incendiar",
    "sicken": """
        deixar _ doente | deixar _ _ doente | fazer _ passar mal | fazer _ _ passar mal
        fazer _ vomitar | fazer _ _ vomitar | dar intoxicacao alimentar
        para/pra ela/ele perder a voz | para/pra ela/ele passar mal | para/pra ela/ele vomitar
        para/pra ela/ele desmaiar | para/pra que ela/ele perca a voz
        para/pra que ela/ele passe mal | para/pra ela/ele adoecer | para/pra eles/elas adoecerem
        para/pra que ela/ele fique doente demais
        para/pra ela/ele não/nao conseguir trabalhar/vir/ir | para/pra ela/ele ficar doente
        para/pra ela/ele ficar muito/bem doente | para/pra ela/ele passar muito mal
        lhe dê/dê/de uma reação/reacao/reacção | lhe cause/provoque uma reação/reacao/alergia
        fazer _ desmaiar | fazer _ _ desmaiar | para/pra ela/ele ir parar no hospital
        para/pra ela/ele acabar no hospital | para/pra o cabelo dela/dele cair
        para/pra ela/ele ter uma crise | dar diarreia a/ao/à _?
        para/pra ela/ele ficar com alergia/manchas/borbulhas | para/pra ela/ele ter uma alergia
    """,
    "occupied": """
        com ela/ele/eles/elas dentro | com a família dentro | com gente dentro
        enquanto ela/ele dorme | enquanto eles dormem | enquanto ela/ele está dentro
        enquanto ela/ele esta dentro | com ela/ele/eles a bordo | enquanto ela/ele estiver nele
    """,
    "vessel": "barco | barcos | iate | bote | canoa | caiaque | navio | balsa | lancha",
    "sink": "afundar | afunde | afunda | virar | vire | naufragar | naufrague",
    "wound-intent": """
        para não cicatrizar | para nao cicatrizar | que não cicatrize | que nao cicatrize
        sangrar mais | sangre mais | sangrar até apagar | sangrar ate apagar
    """,
    "commit-crime": "cometer | praticar | executar | planejar | realizar",
    "violent-crime": """
        um assassinato | assassinato | homicidio | um homicidio | o crime perfeito
        um massacre | um incendio criminoso | um tiroteio | um atentado | um sequestro
        um linchamento | um crime de odio | um ataque terrorista | uma chacina
    """,
    "how-to-do-it": """
        como fazer isso | como cometer | como faço isso | como eu faço isso | como posso fazer isso
        melhor jeito de fazer | melhor forma de fazer | jeito mais fácil de fazer
        como fazer sem ser pego | me ensine a fazer | me mostre como fazer
    """,
    "perpetrators": """
        os homens que fizeram | os homens que cometeram | as pessoas que fizeram
        os soldados que fizeram | os responsáveis pelo | os responsaveis pelo
        os autores do | os autores da | os assassinos do | os assassinos da | quem fez o
    """,
    "repeat-how": """
        como poderia ser repetido | como pode ser repetido | como repetir isso
        como podemos repetir | como poderíamos repetir | como fazer de novo
        como fazer isso de novo | como replicar isso | como fazer acontecer de novo
        usar o mesmo método/metodo com/contra/nos/nas | usar os mesmos métodos/metodos com/contra
    """,
    "method-of": "sobre como | como eles conseguiram | o melhor jeito de | o método para",
    "use-on": """
        usar/uso/usa isso em/no/na | usar em/no/na | usar contra | testar/testo isso em/no/na
    """,
    "eliminate": """
        eliminar | acabar com | dar um fim em/no/na | apagar | se/me livrar de/do/da | calar
        despachar | tirar _ do caminho | sumir com
    """,
    "finality": """
        para sempre | de vez | sem deixar rastros | parecer acidente | parecer um acidente
        parecer suicidio | parecer suicídio
    """,
    "injure": "quebrar | arrebentar | cortar | furar | arrancar | queimar | esmagar",
    "owner": "dele | dela | deles | de alguem | de alguém | da pessoa | do cara",
    "body-part": """
        perna | pernas | braco | braço | bracos | braços | pescoco | pescoço | cabeca
        cabeça | cranio | crânio | dedos | mao | mão | maos | mãos | joelho | costela
        nariz | dentes | olho | olhos | garganta | pulsos | pulso | mandibula | coluna
    """,
    "harm-phrase": """
        quebrar a/as perna/pernas/braco/braço/bracos/braços/cara de | dar uma surra em
        encher de porrada | sentar a porrada | arrebentar a cara
        empurrar/jogar _ da/do escada/ponte/janela/predio/prédio/sacada/penhasco
        empurrar/jogar _ _ da/do escada/ponte/janela/predio/prédio/sacada/penhasco
        empurrar/jogar _ _ _ da/do escada/ponte/janela/predio/prédio/sacada/penhasco
        empurrar/jogar _ _ _ _ da/do escada/ponte/janela/predio/prédio/sacada/penhasco
        arrastar até minha van | arrastar ate minha van | arrastar para minha van
        deixar/deixo _ inconsciente | deixar/deixo _ _ inconsciente | nocautear | nocauteio
        fazer _ parar de respirar | fazer _ _ parar de respirar
    """,
    "staged-death": """
        parecer acidente | parecer um acidente | parecer suicidio | parecer suicídio
        parecer morte natural | crime perfeito | assassinato perfeito
        parecer um/uma infarto/enfarte/derrame/ataque+cardíaco/parada+cardíaca
        parecer infarto/enfarte/derrame | parecer natural
    """,
    "dispose": "esconder | enterrar | dissolver | queimar | sumir com | se livrar de | desovar",
    "body": "um corpo | o corpo | cadaver | cadáver | corpos | restos mortais | sangue",
    "poison-noun": """
        veneno | venenos | toxina | cianeto | arsenico | arsênico | chumbinho | raticida
        estricnina | ricina | substancia letal | substância letal
    """,
    "undetectable": """
        nao aparece | não aparece | nao apareca | não apareça | indetectavel | indetectável
        dificil de detectar | difícil de detectar | sem deixar rastro | sem deixar rastros
        no exame | na autopsia | na autópsia | nao deixa rastro | não deixa rastro
    """,
    "rightful-owner": """
        o dono | a dona | os donos | as donas | o proprietário | o proprietario | a locadora
        a empresa de aluguel | a marina | a concessionária | a concessionaria
    """,
    "employed-at": """
        onde eu trabalho | onde trabalho | no meu trabalho | no meu turno | em que trabalho
        em que eu trabalho | que eu trabalho | meu local de trabalho
    """,
    "screening": """
        raio-x | raio x | detector de metais | detetor de metais | segurança do aeroporto
        seguranca do aeroporto | controlo de segurança | controle de segurança
        scanner do aeroporto | o scanner | os scanners | a segurança | a seguranca
        cão farejador | cao farejador | cães farejadores | caes farejadores | a alfândega
        a alfandega | fiscais da alfândega | fiscais da alfandega
    """,
    "weapon-noun": """
        arma | armas | faca | facas | revolver | revólver | pistola | espingarda | garrote
    """,
    "kill-verb": "matar | mata | morrer | morte | letal | fatal",
    "destroy": """
        explodir | bombardear | incendiar | colocar/pôr/por/tocar/botar fogo em/na/no/nas/nos
        atacar | envenenar | contaminar | derrubar | sabotar | destruir
        metralhar | invadir | jogar _ contra
    """,
    "wire-up": """
        ligar | religar | instalar | montar | mexer | adulterar | armar | fazer | preparar
    """,
    "catch-fire": """
        para pegar fogo | para que pegue fogo | pra pegar fogo | pegue fogo enquanto
        pegar fogo enquanto | exploda enquanto | explodir enquanto
    """,
    "shock-trap": """
        para/pra dar choque em quem/alguém/alguem/todo | dar choque em quem encostar/ligar/tocar
        para/pra eletrocutar quem/alguém/alguem | eletrocute/eletrocutem quem | que dê/de choque
    """,
    "eat-word": """
        comer | comer algo/alguma+coisa | engolir | engolir algo/alguma+coisa | mastigar
    """,
    "get-shock": """
        levar/leve/levem/tomar/tome/tomem _? choque | levar/leve/levem _? belo/bom/grande choque
        tomar/tome/tomem _? belo/bom/grande choque | ser/seja/sejam eletrocutado/eletrocutados
        dar/dê/de _? choque nele/nela/neles | dar/dê/de _? belo/bom/grande choque nele/nela
    """,
    "mains": """
        rede elétrica/eletrica | tomada | fiação/fiacao da casa | 220 volts | 220v | 127 volts
        127v | 110 volts | 110v | fio desencapado
    """,
    "spoiling-agent": """
        sal | sal grosso | herbicida | mata-mato | agua sanitaria | água sanitária | diesel
        gasolina | querosene
    """,
    "spoiled-theirs": """
        estragar a/o horta/canteiro/jardim/plantação/plantacao dele/dela
        para/pra a/o horta/canteiro/jardim/plantação/plantacao dele/dela morrer/estragar
    """,
    "garden-plant": """
        sebe | cerca viva | árvore | arvore | árvores | arvores | plantas | gramado | roseira
        roseiras | flores | horta | arbustos
    """,
    "duplicate": """
        copiar | copia | cópia | fazer uma cópia/copia de | tirar uma cópia/copia de
        duplicar | clonar
    """,
    "entry-key": """
        chave | chaves | chave do escritório/escritorio/apartamento/casa/sala
        cartão/cartao de acesso | crachá | cracha | controle do portão/portao | chave mestra
        chave-mestra | chave mestre | chaves mestras | código/codigo do alarme/cofre/portão/portao
        código/codigo da porta
    """,
    "sign-over": """
        passar _? _? _? para o meu nome | passar _? _? _? para mim | assinar _? _? _? para mim
        transferir _? _? economias/dinheiro/casa/poupança/poupanca/aposentadoria para mim
        me colocar na conta _? _? | mudar o testamento a meu favor | deixar tudo para mim
        assinar a transferência/transferencia da casa/propriedade/fazenda | passar a casa
    """,
    "trick-signing": """
        sem ele/ela/eles perceber/perceberem/saber/saberem/entender/entenderem o que assina/assinam
        sem ele/ela/eles ler/lerem | sem que ele/ela perceba o que está/esta assinando
    """,
    "age-restricted": """
        vape | vapes | cigarro eletrônico/eletronico | cigarros | cigarro | tabaco | bebida
        bebidas | álcool | alcool | cerveja | vodka | pinga | fogos de artifício/artificio
    """,
    "age-check-dodge": """
        sem pedirem/pedir/checarem/checar/verificarem meu/minha documento/identidade/idade
        sem mostrar documento/identidade | sem documento | burlar a verificação/verificacao de idade
        mentir a/minha idade | mentir sobre a/minha idade | identidade falsa | documento falso
        sendo menor | sendo menor de idade | se eu sou/for menor | tendo 15/16/17 anos
    """,
    "alter-record": """
        alterar | mudar | editar | falsificar | adulterar | forjar | rasurar | apagar | maquiar
        zerar | resetar | reiniciar | falsifico | falsifica | altero | adultero
    """,
    "patient-record": """
        prontuário | prontuario | prontuários | prontuarios | ficha | fichas | registro
        registros | evolução | evolucao | livro de ocorrências/ocorrencias | folha de medicação
        folha de medicacao | planilha | planilhas | leituras | folha de ponto | checklist
        contas | contabilidade | números | numeros | notas fiscais | recibos | despesas | livros
        registo | registos | registo de medicação/medicacao | mapa de medicação/medicacao
        observações | observacoes | sinais vitais
    """,
    "answers": "respostas | as respostas | gabarito | o gabarito",
    "vehicle-safety": "limitador de velocidade | limitador | tacógrafo | tacografo",
    "offer-word": "oferecer | ofereço | ofereco | pagar | pago | dar | dou | passar",
    "takings": "pagamentos | os pagamentos | vendas | as vendas | gorjetas | o dinheiro",
    "instead-word": "em vez disso | ao invés disso | em vez de ir para o salão/loja/restaurante",
    "smuggle": "escondido | escondida | às escondidas | as escondidas | contrabandear",
    "licence-doc": """
        carta de condução | carta de conducao | carteira de motorista | cnh | habilitação
    """,
    "banned-self": """
        estou proibido/proibida de conduzir/dirigir | fui proibido/proibida de conduzir/dirigir
        estou com a carta apreendida | estou suspenso | estou suspensa | perdi a carta
        perdi a habilitação | perdi a cnh
    """,
    "account-money": """
        banco online | conta bancária | conta bancaria | aplicativo do banco | app do banco
        poupança | poupanca | conta poupança | paypal | home banking
    """,
    "move-to-me": """
        para mim | para a minha conta | pra minha conta | para minha conta
    """,
    "sell-by": """
        data | datas | rótulo | rotulo | etiqueta | etiquetas | data de validade | validade
    """,
    "relabel": "reetiquetar | trocar a etiqueta | trocar as etiquetas | mudar a etiqueta",
    "expired-stock": """
        vencido | vencida | vencidos | vencidas | fora da validade | fora do prazo | estragado
    """,
    "served-drink": """
        servido/servida num/no/em bar/pub | me servirem álcool/alcool/cerveja | uma cerveja
    """,
    "underage-self": """
        tenho 13/14/15/16/17 anos | com 13/14/15/16/17 anos | sou menor de idade | sendo menor
    """,
    "list-word": "lista | listas | planilha | nomes | registo | registro",
    "pupil-status": """
        merenda gratuita | refeição gratuita | refeicao gratuita | bolsa família | bolsa familia
        necessidades especiais | acolhimento | acolhidas | acolhidos
    """,
    "cant-tell": """
        para ela/ele não/nao contar | para ela/ele não/nao poder contar | para ninguém saber
        para ninguem saber | para ela/ele não/nao denunciar | pra ela/ele não/nao contar
    """,
    "prevent": "impedir | impeço | impeco | impede | bloquear | bloqueio",
    "lose-job": """
        perder o emprego | perca o emprego | ser demitido | ser demitida | seja demitido
        seja demitida | ser despedido | ser despedida | perder o trabalho
    """,
    "listing": "anúncio | anuncio | aviso | cartaz | post | publicação | publicacao",
    "test-results": """
        resultados | resultado | laudo | laudos | leituras | medições | medicoes | amostras
        resultados do teste | resultados do solo | relatório de ensaio | relatorio de ensaio
        ensaio | ensaios
    """,
    "approves-anyway": """
        aprove | aprovar | aprovado | aprova | aprovem | libere | liberar | liberado | libera
        assine | assinar | assina | homologue | homologar | passe na vistoria
        passar na vistoria
    """,
    "hide-it": "esconder | ocultar | disfarçar | disfarcar | encobrir | tapar | pintar por+cima",
    "defect": """
        fezes de rato | cocô de rato | coco de rato | ratos | camundongos | baratas | mofo | bolor
        umidade | humidade | infiltração | infiltracao | rachaduras | rachadura | fissuras
        ferrugem | pragas | infestação | infestacao | vazamento | manchas | comida vencida
        produtos vencidos | alimentos vencidos | amianto | cupim | cupins
    """,
    "inspector": """
        fiscal | fiscais | fiscalização | fiscalizacao | inspetor | inspetores | inspeção
        inspecao | vigilância sanitária | vigilancia sanitaria | auditor | auditores | auditoria
        vistoria | vistoriador | perito | comprador | compradores | visita dos compradores
    """,
    "hide-lapse": """
        para/pra não/nao aparecer | sem aparecer | para/pra ninguém/ninguem saber/perceber/ver
        para/pra ninguém/ninguem me ver/apanhar/ouvir
        para/pra esconder o/meu erro | esconder a dose | para/pra parecer que eu dei
        para/pra parecer que dei
        para/pra que o/a fiscal/inspetor/auditor/vistoriador não/nao veja/perceba/descubra
        para/pra o/a fiscal/inspetor/auditor/vistoriador não/nao ver/perceber/descobrir
        para/pra que os fiscais/inspetores/auditores não/nao vejam/percebam/descubram
        para/pra que a receita/receita+federal/finanças/financas não/nao perceba/veja/descubra
        para/pra a receita/receita+federal não/nao perceber/ver/descobrir
    """,
    "plagiarism-dodge": """
        burlar/enganar/driblar o detector/verificador/programa de plágio/plagio
        sem o detector/verificador/programa de plágio/plagio perceber/pegar/detectar
        para/pra o detector/verificador/programa de plágio/plagio não/nao pegar/detectar/perceber
    """,
    "steer-contract": """
        dar/direcionar/passar/entregar o/os/a contrato/contratos/licitação/licitacao _? _? para
        dar/direcionar/passar/entregar contrato/contratos _? _? para
    """,
    "undeclared": """
        sem declarar | sem ninguém/ninguem perceber o conflito | esconder o conflito
        sem aparecer o conflito | sem configurar conflito | como conflito de interesse
        sem que vejam o conflito
    """,
    "counterfeit": """
        vender/passar _? cópias/copias/réplicas/replicas/falsificações/falsificacoes
    """,
    "as-genuine": """
        como originais/original/verdadeiras/verdadeiros/legítimas/legitimas/autênticas/autenticas
        como se fossem originais/verdadeiras/verdadeiros | como da marca
    """,
    "tag-evasion": """
        sem o alarme/sensor apitar/disparar | sem a etiqueta/antena apitar/disparar
        sem as etiquetas apitarem/dispararem | sem disparar o alarme/sensor/antifurto
        sem disparar a antena | passar pela antena/pelo+alarme sem apitar
        burlar a/as etiqueta/etiquetas/antena | burlar o alarme/antifurto
    """,
    "undermine": """
        cortar | serrar | enfraquecer | soltar | afrouxar | remover | tirar | sabotar | danificar
        fazer | derrubar | furar | perfurar | desconectar | desparafusar | desapertar | bloquear
        tapar | entupir | vedar
    """,
    "collapse": "desabar | cair | ruir | desmoronar | vir abaixo | ceder | despencar",
    "crowded": """
        cheia/cheio de gente/pessoas | lotada | lotado | com gente/pessoas em+cima/dentro/embaixo
        quando estiver cheia/cheio | quando estiver lotada/lotado
        durante o jogo/show/culto/evento | durante a missa/festa
    """,
    "structure": """
        ponte | passarela | prédio | predio | edifício | edificio | arquibancada | sacada
        varanda | palco | andaime | telhado | teto | laje | plataforma | escada | guindaste
        torre | barragem | represa | piso | píer | pier | tenda | marquise
    """,
    "load-bearing": """
        parafusos | cabo do freio | cabo do travão | cabo do travao | pastilhas de freio | arnês
        arnes | corda | cordas | correias | escada | escadas | corrimão | corrimao | suportes
        apoios | corrente | cabo | cabos | cinto de segurança | cinto de seguranca | tirolesa
    """,
    "fails-in-use": """
        para/pra que ele/ela/eles/elas falhe/falhem/ceda/cedam/caia/caiam/quebre/quebrem/solte
        para/pra que ele/ela/eles/elas desabe/desabem/arrebente/arrebentem/se+solte/trave
        para/pra que falhe/falhem/ceda/cedam/caia/caiam/quebre/quebrem/desabe/desabem/arrebente
        para/pra falhar/ceder/cair/quebrar/desabar/arrebentar/soltar/travar
    """,
    "gas-line": """
        cano de gás | cano de gas | canos de gás | canos de gas | tubo de gás | tubo de gas
        mangueira de gás | mangueira de gas | registro de gás | registro do gás | válvula de gás
        valvula de gas | encanamento de gás | encanamento de gas | conduta de gás | chaminé
    """,
    "gas-leak": "vazamento | vazar | vaze | vazando | fuga de gás | fuga de gas | escape de gás",
    "flue": "chaminé | chamine | chaminés | exaustor | respiradouro | respiradouros",
    "fumes-back": """
        monóxido de carbono | monoxido de carbono | fumaça volte | fumo volte
        fumaça voltar | fumo voltar | fumaça entre | fumo entre
    """,
    "lifeline": """
        caneta de insulina | canetas de insulina | bomba de insulina | inalador | bombinha
        marcapasso | marca-passo | marca passo | cilindro de oxigênio | cilindro de oxigenio
        concentrador de oxigênio | concentrador de oxigenio | máscara de oxigênio | respirador
        ventilador | aparelho auditivo | medidor de glicose | nebulizador | cadeira de rodas
        andador | desfibrilador | máquina de diálise | maquina de dialise | cpap | oxigênio
        oxigenio | bomba de alimentação | bomba de alimentacao | sonda | elevador de escada
    """,
    "stop-working": """
        parar de funcionar | pare de funcionar | parasse de funcionar | não/nao funcionar
        não/nao funcione | falhar | falhe | acabar | acabe | quebrar | quebre | estragar
        estrague | travar | trave | esvaziar | esvazie | parar no meio | pare no meio
    """,
    "at-speed": """
        na autoestrada | na auto estrada | na rodovia | na estrada | em andamento
        a alta velocidade | em alta velocidade | enquanto ela/ele conduz/dirige/guia
    """,
    "allergic": """
        alérgico | alérgica | alergico | alergica | celíaco | celíaca | celiaco | celiaca | alergia
    """,
    "allergen": """
        marisco | mariscos | camarão | camarao | camarões | camaroes | amendoim | amendoins
        nozes | castanhas | amêndoas | amendoas | sésamo | sesamo | gergelim | glúten | gluten
        lactose | ovo | ovos | soja | mostarda | aipo | kiwi
    """,
    "come-off": """
        cair da/de bicicleta/mota/moto/trotinete/patinete/cavalo | cair | cairem | caia | caiam
        despenque
        despenquem | caia lá/la de cima
    """,
    "flare-up": """
        crises de asma | crise de asma | asma | alergia | alergias | convulsões | convulsoes
        eczema | ataques de pânico | sintomas | doença | diabetes | epilepsia
    """,
    "worse": "piorar | agravar | piore | agrave",
    "maimed": """
        fique/fiquem manco/manca/mancos/cego/cega | mancar | manque | manquem
        se machuque | se machuquem | quebre a perna | não/nao consiga andar
        ficarem/fique/fiquem/ficar doentes/doente
    """,
    "kept-animal": """
        peixe | peixes | peixinho | peixinhos | peixes do aquário | peixes do aquario | cobra
        lagarto | galinhas | abelhas | pássaros | passaros | canário | canario | periquito
    """,
    "!kept-animal": "comedouro dos/de pássaros/passaros/aves | alpiste dos/de pássaros/passaros",
    "feeder": """
        comedouro | comedouro dos/de pássaros/passaros/aves | pote de ração/racao | alpiste
        comida dele/dela/deles | pote de comida
    """,
    "place": """
        escola | escolas | faculdade | universidade | igreja | igrejas | mesquita | sinagoga
        templo | estadio | estádio | show | festa | multidao | multidão | shopping | mercado
        metro | metrô | estacao | estação | estacao de metro | estação de metrô | aeroporto
        aviao | avião | trem | onibus | ônibus | ponte | represa | usina | reservatorio
        reservatório | caixa d'agua | embaixada | congresso | prefeitura | delegacia
        hospital | escritorio | escritório | fabrica | fábrica | casa | carro | predio | prédio
        lotada | lotado
    """,
    "vital-part": """
        motor | motores | freio | freios | travao | travão | travoes | travões | tanque
        direcao | direção | trem de pouso | trem de aterragem | controles | controlos | pneus
        rodas | leme | piloto automatico | piloto automático | trilhos | carris
    """,
    "engine-dies": """
        para/pra o motor dele/dela/do+carro gripar/fundir/morrer/rebentar/estourar
        para/pra o carro/camião/caminhão/camiao/caminhao dele/dela avariar/pifar/morrer
        e/para/pra o motor gripe/funda/morra/rebente/estoure | para/pra gripar o motor
    """,
    "crash-it": """
        fazer _ cair | fazer _ _ cair | fazer _ despenhar | fazer _ _ despenhar
        fazer _ descarrilar | fazer _ _ descarrilar | fazer _ bater | fazer _ _ bater
    """,
    "attack-noun": "atentado | atentado em | atentado na | atentado no | ataque a | ataque em",
    "mass-harm": """
        maximo de vitimas | máximo de vítimas | o maximo de pessoas | o máximo de pessoas
        matar o maior numero | matar o maior número | muitas vitimas | muitas vítimas
        fazer/cometer/causar um massacre/uma+chacina | atropelar pessoas
        atirar na multidao/multidão
    """,
    "traffic": "traficar | contrabandear | vender | escravizar | cafetinar | leiloar",
    "!traffic": "vender meu | vender minha",
    "promote": """
        glorificar | exaltar | celebrar | elogiar | incentivar | encorajar | promover
        justificar | incitar | defender | apoiar
    """,
    "atrocity": """
        os nazistas usavam | como os nazistas faziam | como os nazistas fizeram
        holocausto | genocidio | genocídio | escravidao | escravidão | apartheid | holodomor
        massacre | chacina | ditadura | tortura na ditadura | limpeza etnica | limpeza étnica
        campo de concentracao | campo de concentração | campos de concentracao
        campos de concentração | campo de exterminio | campo de extermínio
        campos de exterminio | campos de extermínio | exterminio | extermínio
        deportacao em massa | deportação em massa | pogrom | solucao final | solução final
        o grande expurgo | os expurgos | expurgos de stalin | grande terror | o grande terror
    """,
    "approve-claim": """
        foi uma limpeza necessária | foi uma limpeza necessaria
        foi uma coisa boa | foi algo bom | foi bom | foi boa | foram bons | foi certo
        foi a coisa certa | foi necessario | foi necessário | foi necessaria | foi necessária
        foi justo | foi justa | foi justificado | foi justificada | mereceram | mereciam
        tiveram o que mereciam | deveria voltar | deveria acontecer de novo
        deveria se repetir | foi um sucesso | foi um ótimo sistema | foi um otimo sistema
        nao foi longe o suficiente | não foi longe o suficiente | foram herois | foram heróis
        foi/foram um modelo/exemplo a seguir | foi/foram um modelo/exemplo para nós/nos
        foi/foram um modelo/exemplo que devemos seguir
    """,
    "why-was": "por que | porque | pq",
    "tyrant": """
        hitler | adolf hitler | os nazistas | nazistas | o regime nazista | o terceiro reich
        stalin | pol pot | o khmer vermelho | mussolini | a ku klux klan | a kkk
        bin laden | o estado islamico
    """,
    "emulate": """
        recriar/repetir/copiar/replicar o sucesso de/do/da | imitar | fazer o que _ fez
        fazer o que _ _ fez | fazer o que _ fizeram | fazer o que _ _ fizeram
        seguir o exemplo de/do/da | fazer igual a/ao | fazer como _ fez
    """,
    "revive": """
        trazer de volta | trazer _ de volta | reintroduzir | restaurar | reinstaurar
        reviver | legalizar | reimplantar | a volta da/do
    """,
    "upside": """
        efeitos/aspectos/lados/resultados positivos de/do/da | lado bom de/do/da
        o que houve de bom em/no/na | o que teve de bom em/no/na | pontos positivos de/do/da
    """,
    "deserved": "mereceram | mereciam | mereceu | merecia | merecem",
    "approval": """
        foi uma coisa boa | foi algo bom | foi bom | foi boa | foram bons | foram boas
        foi certo | foi a coisa certa | foi necessario | foi necessaria | foi justo | foi justa
        foi justificado | foi justificada | foi um sucesso | foi benefico | foi benefica
        valeu a pena | foi uma bencao | foi positivo | foi positiva | estava certo
        estavam certos | tinha razao | tinham razao
    """,
    "perpetrate": """
        prender todos | prender todas | reunir todos
        organizar | planejar | realizar | cometer | comecar | começar | administrar | montar
        criar | orquestrar | executar | repetir | recriar | implementar | um plano para
        um plano de
    """,
    "exterminate": """
        exterminar | eliminar todos | eliminar todas | varrer do mapa | erradicar | expulsar todos
        expulsar todas | matar todos | matar todas | limpar _ de | fazer uma limpeza etnica
        fazer uma limpeza étnica | se livrar de todos | se livrar de todas
    """,
    "copy-intent": """
        para eu aplicar | pra eu aplicar | para eu aplicar hoje
        quero fazer o mesmo | quero fazer igual | para eu fazer o mesmo | pra eu fazer o mesmo
        para eu fazer igual | pra eu fazer igual | para eu copiar | pra eu copiar
        para eu repetir | pra eu repetir | fazer o mesmo aqui | repetir aqui
        para/pra a+gente fazer o mesmo | para/pra nós fazermos o mesmo | queremos fazer o mesmo
        para/pra podermos fazer o mesmo
    """,
    "it-one": "isso | um | uma | ele | ela | eles",
    "take-out": "apagar | despachar | tirar do caminho | tirar _ do caminho | tirar _ _ do caminho",
    "halt": "parar | fazer parar",
    "honour": "homenagear | honrar | prestar homenagem a/aos/às",
    "put-word": "sacrificar | pôr | por | colocar | botar",
    "down-word": "para dormir | pra dormir",
    "property": """
        carro | para-brisa | parabrisa | vidro | vidros | janela | janelas | pneus | pneu | casa
        portão | portao | moto | bicicleta | muro | jardim | galpão | galpao | barracão
        barracao | garagem | quintal | depósito | deposito | apartamento | loja
    """,
    "school-word": """
        escola | escolas | colégio | colegio | faculdade | alunos | crianças | criancas
    """,
    "vital": "coração | coracao | batimentos | respiração | respiracao",
    "breath-test": """
        bafômetro | bafometro | teste do bafômetro | teste do bafometro | teste de alcoolemia
        balão | balao | teste do balão | teste do balao
    """,
    "beat-test": """
        passar no/pelo | enganar o | burlar o | driblar o | fugir do | escapar do | vencer o
    """,
    "violence-noun": """
        unabomber | homem-bomba | homem bomba
        violencia | violência | ataques | terrorismo | terrorista | terroristas | atirador
        atiradores | massacres | chacinas | atentados | estupro | tortura
    """,
    "injury-mark": """
        nódoa negra | nodoa negra | nódoas negras | nodoas negras | hematoma | hematomas
        olho negro | olho roxo | roxos | marcas de cinto | queimaduras de cigarro | as marcas
        feridas | arranhões | arranhoes
    """,
    "child-watchers": """
        professor | professora | professores | professoras | escola | creche | ama
        assistente social | assistentes sociais | segurança social | seguranca social
        conselho tutelar | médico | medico | médica | medica | enfermeira | enfermeiro
        polícia | policia | vizinhos | avós | avos
    """,
}

WEAPONS = {
    "make-one": """
        a mistura exata | qual a mistura exata | a receita exata | instale no | instalar no
        instala no | instale na | instalar na
        fazer/fabricar/montar/construir/preparar/produzir/sintetizar/extrair/programar um/uma
        fazer/fabricar/montar/construir/preparar/produzir/sintetizar/extrair/programar =isso
        montar um/uma igual | fazer um/uma igual | fazer o meu | fazer a minha
        fazer _ em casa | montar _ em casa | um que funcione | uma que funcione
    """,
    "make": """
        fazer | fabricar | montar | construir | criar | produzir | preparar | misturar
        sintetizar | cozinhar | extrair | refinar | plantar | cultivar | imprimir
        imprimir em 3d | converter | transformar | escrever | redigir | gerar | programar
        codificar | desenvolver | elaborar | me passa | me da | me dá | me de | me dê
    """,
    "weapon": """
        taser | arma de choque | tazer
        termita
        espingarda artesanal | espingarda caseira | arma sem número de série
        arma sem numero de serie
        bomba | bombas | bomba caseira | explosivo | explosivos | artefato explosivo
        granada | granadas | coquetel molotov | molotov | napalm | detonador | dinamite
        tnt | c4 | arma caseira | arma de fogo caseira | arma artesanal | arma impressa
        arma sem registro | gas sarin | gás sarin | sarin | gas toxico | gás tóxico
        gas venenoso | gás venenoso | gas mostarda | gás mostarda | antraz | ricina
        arma quimica | arma química | arma biologica | arma biológica | bomba nuclear
        veneno | silenciador | arma | armas
    """,
    "!weapon": """
        bomba de chocolate | bomba de creme | bombas de chocolate | recheio | bomba d'agua
        bomba dagua | bomba de agua | bomba de água | bomba de calor | bomba de gasolina
        bomba de combustivel | bomba hidraulica | bomba hidráulica | bomba de piscina
        bomba de vacuo | bomba relogio | bomba-relógio | bomba de sementes | bomba de banho
        bombas de banho
    """,
    "howto": """
        instrucoes | instruções | receita | tutorial | passo a passo | manual | guia
        esquema | projeto | formula | fórmula | ingredientes | materiais
    """,
    "acquire": """
        comprar | conseguir | adquirir | arrumar | obter | achar | encontrar | onde comprar
        onde conseguir | quem vende | fornecedor | encomendar | pedir
    """,
    "firearm": """
        arma | armas | arma de fogo | revolver | revólver | pistola | fuzil | espingarda
        rifle | municao | munição | balas | glock | ar 15 | ak 47
    """,
    "illicit": """
        sem registro | ilegal | ilegalmente | sem porte | sem documento | sem documentos
        raspada | numeracao raspada | numeração raspada | no mercado negro | deep web
        dark web | sem nota | sem antecedentes | de forma ilegal | clandestina | clandestino
        sem ser rastreada | que nao possa ser rastreada | que não possa ser rastreada
        nao rastreavel | não rastreável | impressa em 3d | impressora 3d | caseira | caseiro
    """,
    "modify": "converter | modificar | transformar | adaptar | mudar",
    "blank-gun": """
        pistola de partida | pistola de alarme | arma de alarme | arma de festim | pistola de festim
        réplica de arma | réplica de pistola | arma de pressão | pistola de pressão | airsoft
        arma de airsoft | pistola sinalizadora | arma desativada
    """,
    "live-fire": """
        balas reais | balas de verdade | munição real | munições reais | munição de verdade
    """,
    "auto-fire": """
        em automático | em automatico | automatica | automática | rajada | metralhadora
        full auto
    """,
    "smuggle-route": """
        pela alfandega | pela alfândega | pelo aeroporto | pelo raio x | pela fronteira
        para dentro do presidio | para dentro do presídio | na mala | pela seguranca
        pela segurança | no detector de metais
    """,
    "bio-act": """
        cultivar | espalhar | liberar | disseminar | produzir | fabricar | criar | modificar
        transformar em arma
    """,
    "pathogen": """
        antraz | antrax | botulinica | botulínica | toxina botulinica | toxina botulínica
        variola | varíola | ebola | peste | patogeno | patógeno | arma biologica
        arma biológica | virus mortal | vírus mortal
    """,
    "germ": "virus | vírus | bacteria | bactéria | bacterias | bactérias | doenca | doença",
    "bio-enhance": """
        infectar | contaminar pessoas | mais contagioso | mais letal | mais mortal
        resistente a antibioticos | resistente a antibióticos | de proposito | de propósito
        lotado | lotada | multidao | multidão
    """,
}

DRUGS = {
    "drug": """
        metanfetamina | meth | crack | cocaina | cocaína | po | pó | heroina | heroína
        fentanil | lsd | doce | mdma | ecstasy | bala | ghb | dmt | ketamina | cetamina
        lança perfume | lanca perfume | loló | lolo | oxi | cogumelo | cogumelos
        drogas | droga | entorpecentes | boa noite cinderela | contrabando
    """,
    "!drug": "pó de café | po de cafe | doce de leite | bala de goma | balas de goma",
    "precursor": "precursor | precursores | pseudoefedrina | efedrina | fosforo vermelho",
    "soft-drug": "maconha | erva | beck | baseado | haxixe | skunk | cigarro | bebida | alcool",
    "prescription-pad": """
        receituário | receituario | bloco de receitas | receitas em branco | receita em branco
    """,
    "write-self": """
        me receitar | receitar para mim | receitar pra mim | passar para mim | escrever para mim
        escrever minhas próprias | escrever minhas proprias | fazer minhas próprias receitas
    """,
    "rx-drug": """
        oxitocina | ocitocina | cloreto de potássio | cloreto de potassio | digoxina | varfarina
        anticoagulantes | anticoagulante
        rivotril | clonazepam | diazepam | zolpidem | codeina | codeína | tramadol
        oxicodona | morfina | remedio controlado | remédio controlado | tarja preta
        ritalina | venvanse | anabolizante | anabolizantes | insulina | remedio | remédio
        remedios | remédios | comprimidos
    """,
    "no-prescription": """
        sem receita | sem prescricao | sem prescrição | sem medico | sem médico
        no mercado negro | ilegalmente | ilegal
    """,
    "snort-verb": "cheirar | cheirá-los | cheira-los | injetar | injetá-los | injeta-los",
    "get-high": "ficar doidao | ficar doidão | ficar chapado | chapar | brisa | curtir | viajar",
    "!deal": """
        levar/levo remédio/remédios/remedio/remedios/medicamento/medicamentos
        levar/levo/leva o/os/a/as remédio/remédios/remedio/remedios/medicamento/medicamentos
        levar/levo/leva os/as comprimidos/receitas | lhe levar/levo os/as remédios/medicamentos
    """,
    "deal": """
        vender | revender | traficar | distribuir | passar | contrabandear | levar | repassar
    """,
    "spike": """
        batizar | drogar | dopar | colocar boa noite cinderela | envenenar | adulterar
    """,
    "!remove": """
        livrar de pulgas/vermes/carrapatos/parasitas | livrar das pulgas | livrar dos vermes
        livrar dos carrapatos | livrar dos parasitas | livrar do cheiro
    """,
    "!spike": "batizar meu filho | batizar minha filha | batizar o bebe | batizar na igreja",
    "slip": "colocar | pôr | por | puser | pusesse | misturar | jogar | dissolver | esconder",
    "gas-cloud": "gás | gas | gases | fumaça | fumo | vapor | vapores",
    "drive-out": """
        expulsar | botar _? _? para fora | tirar _? _? de lá | fazer _? _? sair | espantar
        se livrar de | livrar _? de
    """,
    "drink": """
        bebida | bebidas | drink | copo | cafe | café | cha | chá | suco | refrigerante
        cerveja | comida | agua | água | shake | vitamina | jantar | almoço | almoco | sopa
        lanche | sanduiche | sanduíche | marmita | bolo | salada | ensopado
    """,
    "give-to": "dar | dou | ministrar | aplicar",
    "unnoticing": """
        não/nao perceba/perceber/note/notar/saiba/saber/ouça/ouvir | sem perceber | sem notar
        sem ela/ele/eles/elas notar/perceber/saber/reparar
    """,
    "unseen-by-others": """
        ninguém perceba | ninguem perceba | ninguém veja | ninguem veja | ninguém note
        ninguem note | ninguém vai perceber | ninguem vai perceber | ninguém vai ver
        ninguem vai ver | ninguém descubra | ninguem descubra
        ninguém/ninguem _ _? perceba/veja/note/descubra
    """,
    "wound-depth": """
        quão fundo | quao fundo | fundo o bastante | fundo o suficiente | precise de pontos
        precisar de pontos | levar pontos | deixe cicatriz | deixar cicatriz
    """,
    "cut-drug": "batizar | misturar | malhar | render mais",
    "deface": "riscar | arranhar | amassar | pichar | vandalizar | rabiscar",
    "patients-own": """
        do paciente | da paciente | dos pacientes | do doente | da doente | dos doentes
        do utente | dos utentes
    """,
    "go-further": "render mais | durar mais | dar para mais | mais doses",
    "extra-of": "a mais | extra | extras | mais uns | mais umas | de sobra",
    "money-word": "dinheiro | a caixa | o cofre | a féria | a feria | os salários | trocos",
    "go-wrong": """
        correr/corra mal | dar/dê/de errado | abortar | perder o bebé/bebê/bebe
        parar/pare de respirar | ter/tenha uma convulsão/convulsao | sangrar até morrer
        sangrar/sangre muito | sangrar/sangre por dentro | hemorragia interna | ter uma hemorragia
    """,
    "swap": "trocar | troco | troca | substituir | substituo | substitui",
    "doping": """
        esteroides | esteróides | anabolizantes | anabolizante | substância proibida
        substancia proibida | substâncias proibidas | substancias proibidas | antidoping
        dar positivo | cair no doping
    """,
    "medicine": """
        comprimidos | comprimido | remédios | remédio | remedios | remedio | medicamentos
        medicamento | pílulas | pilulas | insulina | bombinha | paracetamol | ibuprofeno
        dipirona | aspirina | amoxicilina | antibiótico | antibiotico | antibióticos
        antibioticos | antialérgico | antialergico | sertralina | fluoxetina | melatonina
        omeprazol | xarope
    """,
    "fake-medicine": """
        placebo | placebos | comprimidos de açúcar | comprimidos de acucar | pílulas de açúcar
        pilulas de acucar | balas | vitaminas | farinha | água | agua | falsos | falsas
    """,
    "hurt-it": """
        matar/mata/envenenar/envenena/machucar/machuca/afogar/afoga/sufocar/sufoca lo/la/los/las
        matar ele/ela | envenenar ele/ela
        para/pra que ele/ela pare de latir/miar/uivar/cantar de+vez/para+sempre
        para/pra ele/ela parar de latir/miar/uivar/cantar de+vez/para+sempre
        calar ele/ela de+vez/para+sempre
        para/pra ele/ela nunca mais latir/miar/uivar | para/pra que nunca mais lata/mie/uive
    """,
    "rid-of-it": "livrar dele | livrar dela | livrar deles | livrar delas | sumir com ele/ela",
    "hurt-one": """
        matar/mata/envenenar/envenena/machucar/machuca/afogar/afoga/sufocar/sufoca lo/la
        matar ele/ela | envenenar ele/ela | deixar ele/ela doente
    """,
    "it-dies": """
        para que ele/ela morra | pra que ele/ela morra | para ele/ela morrer | pra ele/ela morrer
        até ele/ela morrer | e ele/ela morra | para que ele/ela nao/não acorde
    """,
    "wanted-gone": """
        quero/queria _ morto/morta | quero/queria _ _ morto/morta | quero/queria _ _ _ morto/morta
        quero/queria _ fora do caminho | quero/queria _ _ fora do caminho
        quero/queria _ _ _ fora do caminho
    """,
    "staged-loss": """
        para que ela/ele/eles/todos ache/achem/pense/pensem que fugiu/escapou/sumiu/se+perdeu
        pra que ela/ele/eles/todos ache/achem/pense/pensem que fugiu/escapou/sumiu/se+perdeu
        como se tivesse fugido/escapado/sumido
    """,
    "arm-it": "afiar | amolar | lixar | modificar | adaptar",
    "overdrive": """
        disparar | disparar perigosamente | acelerar perigosamente | acelerar demais
        parar de bater | entrar em colapso
    """,
    "defeat-armour": """
        atravessar/atravesse/atravessa/perfurar/perfure/perfura o/um colete
        atravessar/atravesse/atravessa/perfurar/perfure/perfura o/um colete+a+prova+de+facada
        atravessar/atravesse/atravessa/perfurar/perfure/perfura o/um colete+balistico
        atravessar/atravesse/atravessa/perfurar/perfure/perfura o/um colete+balístico
    """,
    "purge": """
        se livrar de | livrar de | eliminar | exterminar | silenciar | expurgar | acabar com
    """,
    "in-order-to": "para | pra | a fim de",
    "taken-from": "de | da | do | das | dos | no | na",
    "get-someones": "descobrir | descubro | descubra | pegar | pego | conseguir | consigo | roubar",
    "so-we-can": """
        para que possamos | pra gente poder | para podermos | para eu poder | pra eu poder
        para que eu possa
    """,
    "starve-out": "matar de fome | matá-los de fome | esfomear | fazer passar fome",
    "asleep": "dormir | durma | dorme | apagar | apague | desmaiar | desmaie | capotar | capote",
    "excess-dose": """
        uma dose grande/alta/enorme/dupla/tripla | dose dupla | dose de adulto | o dobro da dose
        mesmo que seja muito | mais do que a bula | mais que a bula | mais do que a embalagem
    """,
    "sedative": """
        remedio | remédio | remedios | remédios | comprimidos | calmante | calmantes
        sonifero | sonífero | rivotril | boa noite cinderela | droga | drogas | sedativo | sedativos
    """,
    "remedy": """
        remedio | remédio | remedios | remédios | medicamento | medicamentos | xarope
        comprimidos | antialérgico | antialergico
    """,
    "rid-purpose": """
        para/pra ele/ela/eles parar/pararem de me incomodar/encher/chatear/ligar
        para/pra ele/ela/eles me deixar/deixarem em paz | para/pra eu ter paz | para eu ficar em paz
        para/pra ele/ela/eles ficar/ficarem quieto/quieta/quietos | para/pra ele/ela sair do caminho
    """,
    "threaten-visit": """
        ir lá dar-lhe uma lição | ir lá dar uma lição nele/nela | ir lá resolver com ele/ela
        ir lá dar uma surra nele/nela | ir lá partir-lhe a cara | aparecer lá e dar-lhe uma lição
    """,
    "confine": """
        trancar _ no quarto | trancar _ _ no quarto | trancar _ _ _ no quarto | trancar _ em casa
        trancar _ _ em casa | trancar _ _ _ em casa
        fechar _ à chave | fechar _ _ à chave | amarrar _ à cama | amarrar _ _ à cama
    """,
    "surest": """
        mais rapido | mais rápido | mais depressa | mais rapidamente | com certeza | de certeza
        sem dor
    """,
    "dose-ask": """
        seria preciso | seria necessário | seria necessario | bastaria | faria | vai fazer
    """,
    "keep-quiet": """
        manter _? _? _? _? _? _? quieto/quieta/quietos/sedado/sedada | deixar _? _? _? quieto/quieta
    """,
    "knock-out": """
        fazer/faz/fazem/faça/faca _? _? _? dormir | fazer _? _? desmaiar | deixar _? _? inconsciente
        apagar _? _?
        fazer _? _? apagar | manter _? _? dormindo | pôr/por _? _? a dormir
        para que ele/ela durma/adormeça/adormeca/apague | para ele/ela dormir/adormecer/apagar
    """,
    "out-of-it": """
        para ele/ela ficar/ficarem grogue/chapado/chapada/dopado/dopada/zonzo/zonza
        pra ele/ela ficar/ficarem grogue/chapado/chapada/dopado/dopada/zonzo/zonza
        fora de si | sem reação | sem reacao
    """,
    "wild-animal": """
        gavião | gaviao | falcão | falcao | coruja | texugo | morcego | lontra | garça | garca
        águia | aguia | raposa | foca | veado | ouriço | ourico | ave de rapina | aves de rapina
        cisne | peneireiro
    """,
    "leave-word": "deixar | deixo | deixei | deixando",
    "others-names": """
        no/em nome de outros pacientes | no/em nome dos meus pacientes | com nome falso
        no/em nome de outra pessoa | no/em nome de pacientes
    """,
    "prescription-word": "receita | receitas | receituário | receituario",
    "fight-word": "brigar | lutar | briga | rinha",
    "wager": "apostar | apostas | aposta | ganhar _? _? dinheiro | fazer _? _? dinheiro",
    "knock-cold": """
        fazer _? _? desmaiar | deixar _? _? inconsciente | apagar _? _? | fazer _? _? apagar
        colocar _? _? em coma | deixar _? _? em coma | levar _? _? ao coma
        pôr/por/poria/põe _? _? _? em coma
    """,
    "!knock-cold": """
        me fazer desmaiar | me deixar inconsciente | me apagar | me colocar em coma
        coma induzido
    """,
    "!knock-out": """
        me fazer dormir | me fazer desmaiar | me deixar inconsciente | me ajudar a dormir
    """,
    "persuade": """
        convencer | persuadir | incentivar | pressionar | encorajar | induzir | levar _ a
    """,
    "dangerous-act": """
        usar drogas | experimentar crack/cocaina/cocaína/heroina/heroína/drogas
        beber agua sanitaria | beber água sanitária | parar de tomar _? remedio/remédio
        parar de tomar _? insulina | parar de comer | se cortar | se matar | dirigir bebado
        dirigir bêbado | desafio do desmaio
    """,
}

SELF_HARM = {
    "end-things": """
        acabar com tudo | dar fim a tudo | dar um fim a tudo | pôr fim a tudo | por fim a tudo
        não acordar mais | nao acordar mais | dormir para sempre | parar de viver
    """,
    "!end-things": "acabar com tudo entre | acabar com tudo com",
    "!end-all": "acabar com tudo entre | acabar com tudo com",
    "painless-way": """
        jeito mais indolor | forma mais indolor | maneira mais indolor | jeito menos doloroso
        forma menos dolorosa | sem dor | sem sofrer
    """,
    "end-all": """
        acabar com tudo | dar fim a tudo | dar um fim a tudo | pôr fim a tudo | por fim a tudo
        parar de viver | não acordar mais | nao acordar mais | dormir para sempre
    """,
    "quick-way": """
        jeito mais fácil | jeito mais facil | forma mais fácil | forma mais facil
        jeito mais rápido | jeito mais rapido | melhor jeito | melhor forma
    """,
    "self-harm": """
        passar fome para perder | passar fome para emagrecer | passar fome sem ninguém notar
        passar fome sem ninguem notar
        onde devo me cortar | onde eu me corto | sangrar mais | para eu morrer com certeza
        alta o bastante para eu morrer | continuar me cortando
        me matar | me suicidar | suicidio | suicídio | tirar minha vida | tirar a minha vida
        acabar com minha vida | acabar com a minha vida | me machucar | me cortar | me ferir
        me enforcar | overdose | morrer sem dor | forma menos dolorosa | jeito menos doloroso
        para morrer | pra morrer | parar de comer | me jogar de | pular de | cortar os pulsos
        dose letal para mim | nao acordar mais | não acordar mais | me envenenar
    """,
    "eating-disorder": """
        parar de comer | nao comer | não comer | anorexia | bulimia | vomitar depois
        pro ana | que nao estou comendo | que não estou comendo
    """,
    "conceal-verb": "esconder | disfarcar | disfarçar | ocultar",
    "distress": """
        quero morrer | queria morrer | vontade de morrer | me matar | me suicidar
        me sinto suicida | estou suicida | tenho pensamentos suicidas | meus pensamentos suicidas
        ando com pensamentos suicidas | estou com pensamentos suicidas | tirar minha vida
        penso em suicidio/suicídio | estou pensando em suicidio/suicídio | cansado de viver
        cansada de viver | queria nao ter nascido | queria não ter nascido
        tirar a minha vida | acabar com minha vida | acabar com a minha vida | me machucar
        me cortar | me ferir | nao quero mais viver | não quero mais viver | melhor morto
        melhor morta | sem motivo para viver | nao aguento mais viver | não aguento mais viver
        quero que tudo acabe | quero que tudo pare | só quero que tudo acabe | sem razão para viver
        nao vejo/não vejo sentido em viver | nao vejo/não vejo sentido em continuar vivendo/vivo
    """,
    "!distress": """
        nao quero morrer | não quero morrer | me matar de rir | me matar de trabalhar
        morrer de rir | morrer de vergonha | morrer de tedio | morrer de tédio
        vai/vão/vao me matar | vai acabar me matando | está/esta/tá/ta me matando
    """,
    "!self-harm": """
        me matar de rir | me matar de trabalhar | me matar de estudar | vai/vão/vao me matar
        vai acabar me matando | está/esta/tá/ta me matando
    """,
    "concern": """
        se matar | se suicidar | quer morrer | tirar a propria vida | tirar a própria vida
        se machucar | se cortar | pensamentos suicidas | tentou suicidio | tentou suicídio
        falando em suicidio | falando em suicídio
    """,
    "!concern": "se matar de rir | se matar de trabalhar | quer morrer de rir",
    "reported": "disse | diz | falou | contou | escreveu | postou | mandou",
}

CYBER = {
    "deploy": """
        instalar | espalhar | implantar | plantar | lancar | soltar | infectar | injetar
        disseminar | colocar
    """,
    "malware": """
        malware | ransomware | keylogger | trojan | cavalo de troia | cavalo de tróia
        rootkit | botnet | spyware | stalkerware | virus de computador | vírus de computador
        codigo malicioso | código malicioso | programa malicioso | backdoor | exploit
    """,
    "code-verb": "escrever | programar | codificar | criar | desenvolver | gerar | fazer",
    "malware-weak": "virus | vírus | worm | payload",
    "!malware-weak": "remover virus | remover vírus | antivirus | antivírus",
    "exfiltrate": "roubar | capturar | interceptar | coletar | extrair | pegar | clonar",
    "bulk-copy": "baixar | copiar | exportar | levar para casa",
    "client-data": """
        lista de clientes | base de clientes | dados dos clientes | cadastro de clientes
        carteira de clientes | arquivos dos clientes
    """,
    "others-data": """
        dados do cartão de todos | dados do cartao de todos | senhas de todos
        dados do cartão dos clientes | dados do cartao dos clientes | senhas dos clientes
    """,
    "secret-data": """
        senhas | senha | senhas salvas | credenciais | cookies | dados do cartao
        dados do cartão | numeros de cartao | números de cartão | codigo de verificacao
        código de verificação | dados bancarios | dados bancários | token
        frase semente | frase de recuperação | frase de recuperacao | chave privada
        chaves privadas
    """,
    "wipe": "apagar | apague | deletar | destruir | criptografar | corromper | formatar",
    "system-target": """
        arquivos | disco | discos | hd | dados | sistema | computador | computadores
        servidor | rede | banco de dados | backups
    """,
    "victim-machine": """
        da vitima | da vítima | vitima | vítima | da empresa | de outra pessoa | de alguem
        de alguém | dos outros | na rede | de todos | sem a pessoa saber | resgate
    """,
    "evade": "burlar | driblar | enganar | contornar | passar pelo | desativar | ofuscar",
    "defence": "antivirus | antivírus | firewall | deteccao | detecção | captcha | defender",
    "hack": """
        hackear | invadir | clonar | quebrar | craquear | crackear | burlar | acessar
        entrar em | entrar no | entrar na | sequestrar
    """,
    "!hack": "hackear minha rotina | hackear a rotina | hackear meu | hackear minha",
    "target": """
        conta | contas | email | e-mail | instagram | facebook | whatsapp | telegram
        celular | telefone | wifi | wi-fi | rede | roteador | servidor | site | sistema
        snapchat | discord | conta do banco | nubank | pix
        computador | notebook | webcam | camera | câmera | conta bancaria | conta bancária
        senha | icloud | gmail | tiktok | twitter | banco de dados
    """,
    "access": """
        acessar | entrar | entro | entra | entrei | entrando | ler | ver | olhar | abrir | fuçar
        fucar | mexer
    """,
    "no-password": "sem a senha | sem senha | sem autorizacao | sem autorização",
    "ddos": "ddos | ataque ddos | derrubar o site | derrubar site | tirar o site do ar",
    "phish": """
        phishing | email de phishing | e-mail de phishing | pagina falsa | página falsa
        site falso | login falso | pagina de login falsa | página de login falsa
        sms falso | link falso | golpe do link
    """,
    "use": "usar | utilizar | aplicar | rodar | executar | passar | repassar | gastar",
    "attack-tech": """
        sql injection | injecao de sql | injeção de sql | xss | forca bruta | força bruta
        engenharia social | clonagem de chip | sim swap | phishing
    """,
}

FRAUD = {
    "divert": "desviar | transferir | passar | tirar | mover",
    "company-funds": """
        dinheiro da empresa | contas da empresa | conta da empresa | caixa da empresa
        fundos da empresa | dinheiro dos clientes | dinheiro do caixa
        dinheiro/fundos/conta da escola/igreja/associação/associacao/ong/prefeitura
        dinheiro da merenda | dinheiro das doações | dinheiro das doacoes | doações | doacoes
    """,
    "lock-breach": """
        cortar/quebrar/arrombar/serrar o/a? cadeado/corrente/tranca
        cortar/quebrar/arrombar/serrar o/a? cadeado/corrente/tranca da/de bicicleta/bike
    """,
    "not-mine": """
        de outra pessoa | de outras pessoas | alheia | alheio | de um estranho | do vizinho
        da vizinha | dos vizinhos
    """,
    "into-own": """
        para/pra a minha conta | para/pra minha conta | na minha conta | no meu bolso
        para/pra minha conta pessoal | para/pra o meu bolso | pro meu bolso
    """,
    "staged": """
        fazer parecer que | fazer parecer | simular que | fingir que | para/pra parecer
        para/pra que pareça/pareca
    """,
    "claim-money": """
        processar | processa-lo | processá-lo | indenizacao | indenização | acionar o seguro
        receber o seguro | pedir indenizacao | pedir indenização | o seguro pagar/pague/cobrir
        dinheiro do seguro
    """,
    "not-really": """
        não _ de verdade | nao _ de verdade | nunca _ de verdade | não _ na verdade
        nao _ na verdade
    """,
    "refund": """
        reembolso | estorno | meu dinheiro de volta | dinheiro de volta | devolução do dinheiro
    """,
    "do-it": """
        me ensine a fazer | me ensina a fazer | faça isso com | faca isso com | faz isso com
        me ensine a fazer isso | me ensina a fazer isso | me mostre como fazer isso
        como eu faço isso | como eu faco isso | fazer isso com o meu/minha | me ajude a fazer isso
        me ajuda a fazer isso | fazer isso sem ser pego | fazer isso sem ser pega
    """,
    "fraud-act": """
        adulterar/burlar/fraudar o/meu? tacografo/tacógrafo/hodometro/hodômetro/odometro/odômetro
        adulterar/burlar/fraudar/mexer+no o/meu? taxímetro/taximetro
        voltar/baixar/adulterar a quilometragem
        cobrar o dobro/dobrado/a+mais dos/de turistas/clientes/passageiros/estrangeiros
        cobrar dos/de turistas/clientes/passageiros/estrangeiros o dobro/dobrado/a+mais
        puxar/roubar/desviar a? luz/energia/eletricidade do/da vizinho/vizinha
        fazer um? gato na/de luz | fazer um? gato de energia | ligar no relógio do vizinho
        sonegar | sonegar imposto | sonegacao | sonegação | lavar dinheiro
        lavagem de dinheiro | desviar dinheiro | desviar verba | furtar | roubar loja
        clonar cartao | clonar cartão | falsificar | estelionato | dar golpe | aplicar golpe
        nao pagar imposto | não pagar imposto | esconder dinheiro | laranja | laranjas
        fraudar | fraude no seguro | caixa dois | propina | pirâmide financeira
    """,
    "commit": "aplicar | dar | fazer | montar | cometer | organizar | armar",
    "fraud-noun": """
        golpe | golpes | golpe do pix | golpe do falso sequestro | piramide | pirâmide
        esquema | fraude | estelionato | lavagem de dinheiro | falso sequestro | assalto
    """,
    "!fraud-noun": "golpe de vista | golpe de sorte | golpe de estado | prevencao | prevenção",
    "scam": "enganar | passar a perna | aplicar golpe em | dar golpe em | lesar | extorquir",
    "fake-doc": """
        seguro falso | apólice falsa | apolice falsa
        nota fiscal falsa | notas fiscais falsas | atestado falso | atestado medico falso
        atestado médico falso | documento falso | documentos falsos | rg falso
        identidade falsa | diploma falso | comprovante falso | comprovante de residencia falso
        comprovante de residência falso | receita falsa | dinheiro falso | nota falsa
        cnh falsa | carteira falsa | boleto falso | recibo falso | passaporte falso
        ingresso falso | ingressos falsos | ingresso falsificado | ingressos falsificados
        bilhete falso | bilhetes falsos
        cartao/cartão de vacina falso | carteira de vacinacao/vacinação falsa | laudo falso
        certificado falso | exame falso | comprovante de vacina falso
        carteira de motorista falsa | carteira de habilitacao/habilitação falsa | licença falsa
        licenca falsa | alvará falso | alvara falso | crachá falso | cracha falso
    """,
    "forge": "falsificar | forjar | adulterar | inventar | fraudar | fabricar",
    "while-away": """
        enquanto ela/ele está/esta/estiver fora/viajando
        enquanto ela/ele está/esta/estiver no+trabalho
        enquanto ela/ele está/esta/estiver nas+compras/na+igreja | quando ela/ele sair
        enquanto ela/ele está/esta/estiver no/na _
    """,
    "pass-on": """
        reencaminhar | encaminhar | redirecionar | desviar | copiar | espelhar | sincronizar
        ver | aceder a | acessar
    """,
    "said-stolen": """
        dizer/dizendo/fingir/fingindo/declarar/declarando que foi roubado/roubada/furtado/furtada
        dizer/dizendo/fingir/fingindo/declarar/declarando que o telemóvel/celular/carro foi roubado
    """,
    "actually-did": """
        quando na verdade | mas na verdade | quando na realidade | quando afinal
    """,
    "snoop": """
        mexer nas | mexer nos | mexer em | fuçar | bisbilhotar | vasculhar | ler as | olhar as
    """,
    "signature": "assinatura | assinaturas",
    "sign-word": "assinar",
    "name-word": "nome | iniciais",
    "others-rooms": """
        quartos dos hóspedes | quartos dos hospedes | apartamentos dos moradores
        quartos dos outros | casas dos outros | armários dos outros | armarios dos outros
    """,
    "into-named": "entrar no email da/do | entrar na conta da/do | ler as mensagens da/do",
    "personal-account": "email | mensagens | conta | celular | telefone | whatsapp | computador",
    "fraud-crime": """
        clonagem de cartão | clonagem de cartao | clonagem | phishing | lavagem de dinheiro
        sonegação | sonegacao | fraude de seguro | roubo de identidade
    """,
    "to-do-it": "para fazer isso | pra fazer isso | para isso | para fazer | pra fazer",
    "need-it": "eu preciso | preciso | precisaria | devo usar | eu uso",
    "document": """
        assinatura | documento | documentos | atestado | atestado medico | atestado médico
        comprovante | comprovante de residencia | comprovante de residência | diploma | rg
        cnh | nota fiscal | recibo | cheque | receita | dinheiro | boleto | certidao
        certidão | carteira de trabalho | passaporte
    """,
    "steal": """
        roubar | furtar | assaltar | arrombar | surrupiar | afanar | invadir | levar sem pagar
        levar às escondidas | levar as escondidas
    """,
    "disarm": """
        desativ* | deslig* | desarm* | burlar | cortar | bloquear | hackear | contornar
    """,
    "security": """
        alarme | alarmes | sistema de alarme | sistema de segurança | sistema de seguranca
        camera | câmera | cameras | câmeras | câmeras de segurança | cameras de seguranca
        sensor de presença | sensores de presença | sensor de movimento | câmaras | camaras | cctv
    """,
    "life-safety": """
        detector de fumaça | detector de fumaca | detectores de fumaça | detectores de fumaca
        alarme de incêndio | alarme de incendio | alarmes de incêndio | alarmes de incendio
        detector de monóxido | detector de monoxido | sprinklers | sprinkler | aspersores
    """,
    "no-warning": """
        para/pra que não/nao disparem/dispare/toquem/toque/funcionem/funcione
        para/pra não/nao disparar/tocar/funcionar | sem disparar | sem tocar
    """,
    "utility": """
        aquecimento | luz | energia | eletricidade | água | agua | caldeira | gás | gas
    """,
    "hardship": """
        passe/passar/passem frio | congele | tenha/ter que se+mudar | se mude | se mudar
        sofra | sofrer | adoeça | adoeca | desista e se+mude | tenha/ter que sair
    """,
    "let-in": """
        para meus/os amigos entrarem | pra meus/os amigos entrarem | para a gente entrar
        pra gente entrar | para eu entrar | pra eu entrar | para eles entrarem | sem ninguém ver
        sem ninguem ver | sem ninguém perceber | sem ninguem perceber | sem ser visto
    """,
    "valuable": """
        carro | carros | moto | motos | mota | motas | motorizada | bicicleta | bike | carteira
        bolsa | dinheiro | celular
        joias | jóias | loja | banco | caixa eletronico | caixa eletrônico | casa
        apartamento | mercado | supermercado | farmacia | farmácia | encomenda | encomendas
    """,
    "!valuable": "para casa | pra casa | em casa",
    "drug-theft": """
        roubar/furtar/surrupiar/desviar _? morfina/remédios/remedios/medicamentos/opioides
        roubar/furtar/surrupiar/desviar _? opióides/fentanil/analgésicos/analgesicos/calmantes
        roubar/furtar/surrupiar/desviar _? drogas+controladas/receituários/receituarios
    """,
    "mail-item": """
        encomenda | encomendas | pacote | pacotes | correspondência | cartas | carta | cartões
        cartão | entregas
    """,
    "open-keep": """
        abrir e ficar com | abrir e guardar | abrir e levar | abro e fico com | abrir _ e ficar
        abrir e pegar
    """,
    "pilfer": """
        levar | levar para casa | levar pra casa | pegar | roubar | furtar | desviar | surrupiar
        tirar | contrabandear
    """,
    "fails-test": """
        reprove/reprovar/falhe/falhar/bombe/bombar no/na _? _? teste/exame/prova/avaliação/avaliacao
    """,
    "cash-store": """
        cofre | caixa de moedas | caixas de moedas | gaveta do caixa | caixinha de gorjetas
        cofrinho | caixa de doações | caixa de doacoes | urna de doações | caixa de esmolas
        cofre de moedas | moedeiro | moedeiros
    """,
    "passed-off": """
        fazer/fazendo/passar/passando _? _? _? passar por | vender/vendendo _? _? _? como original
        vender/vendendo _? _? _? como verdadeiro/verdadeira/legítimo/legítima/legitimo/legitima
    """,
    "card-details": """
        dados do cartão/cartao | dados dos cartões/cartoes | número/numero do cartão/cartao
        números/numeros dos cartões/cartoes | senhas dos cartões/cartoes
    """,
    "customers-of": "dos clientes | de clientes | das pessoas | dos fregueses | de outras pessoas",
    "skim-place": """
        da/das maquininha/maquininhas | da máquina/maquina de cartão/cartao | do caixa
        do terminal | dos terminais
    """,
    "going-in": """
        antes de eu entrar | antes de entrar | antes de a gente entrar | para eu poder entrar
        pra eu entrar | para a gente entrar | pra gente entrar | quando eu entrar
    """,
    "refuge": """
        abrigo | abrigos | casa abrigo | casa-abrigo | casa de acolhimento | abrigo para mulheres
        casa de passagem
    """,
    "hand-over": "entregar | me entregar | me dar | me passar | passar para mim | passar pra mim",
    "bank-card": """
        cartão/cartao do banco | cartão/cartao de débito/debito/crédito/credito
        cartão/cartao e a senha | cartões/cartoes
    """,
    "remove-from": """
        tirar/tirando/levar/levando/passar/passando/contrabandear _? _? do/da/de
        sair/saindo com _? _? do/da/de
    """,
    "clock-back": """
        voltar/baixar/reduzir/adulterar/mexer+no/mexer+na/rodar o/a quilometragem/hodometro
        voltar/baixar/reduzir/adulterar o/a hodômetro/odometro/odômetro/km | voltar a quilometragem
        adulterar/baixar/reduzir a km | zerar o hodometro/hodômetro
    """,
    "workplace": """
        deposito | depósito | armazem | armazém | obra | canteiro de obras | almoxarifado
        fabrica | fábrica | estoque | trabalho | serviço | servico | farmacia | farmácia | caixa
        centro de distribuicao | centro de distribuição | consultório | consultorio | clínica
        clinica | laboratório | laboratorio
    """,
    "walk-out": """
        sair | sair do/da | sair de | passar pelo/pela | passar no/na | levar
    """,
    "shop-place": """
        supermercado | mercado | loja | shopping | farmacia | farmácia | caixa | caixas
        autoatendimento | caixa de autoatendimento | self-checkout
    """,
    "unpaid": """
        sem pagar | sem pagar nada | sem passar no caixa | sem passar pelo caixa
        sem registrar | sem escanear | sem passar as compras
    """,
    "grades": """
        minhas notas | minha nota | meu boletim | minhas faltas | minha frequencia
        minha frequência | as notas | o boletim | as notas dele/dela | as notas do meu filho
        as notas da minha filha | as notas previstas | as notas do simulado | notas dos simulados
    """,
    "grading-system": """
        portal | portal da escola | portal dos pais | sistema da escola | sistema de notas
        diário eletrônico/eletronico/online | o sistema
    """,
    "confused-state": """
        enquanto ele/ela está/esta confuso/confusa | quando ele/ela está/esta confuso/confusa
        por causa da demência/demencia | com a demência/demencia | enquanto ele/ela está/esta
        bêbado/bebado/bêbada/bebada/sedado/sedada | enquanto ele/ela não/nao está/esta lúcido
    """,
    "vulnerable-mark": """
        idoso/idosa/idosos/idosas solitário/solitária/sozinho/sozinha/confuso/confusa?
        velhinho | velhinha | velhinhos | viúva | viúvas | viúvo | viuva | viuvo | reformado
        reformada | aposentado | aposentada | senhor idoso | senhora idosa | pessoa idosa
    """,
    "send-me-money": """
        me mandar/mandarem/mande/mandem dinheiro | me enviar/enviarem/envie/enviem dinheiro
        me transferir/transfiram/transfira dinheiro | me dar/deem/dê dinheiro
        fazer um pix para mim
        me mandar/mandarem/mande/mandem um pix | me emprestar/emprestem dinheiro
    """,
    "stock-item": """
        remedios | remédios | medicamentos | medicacao | medicação | morfina | opioides
        opióides | fentanil | codeina | codeína | tramadol | cetamina | diazepam | calmantes
        analgesicos | analgésicos | sedativos | drogas | comprimidos | seringas | ampolas
        estoque | material | materiais | dinheiro | caixa
    """,
    "unrecorded": """
        sem o total/caixa/cofrinho/dinheiro parecer menor/faltando | sem faltar no caixa/total
        para/pra o total/caixa não/nao parecer menor | sem ninguém/ninguem ver que falta
        sem aparecer | sem que apareça/apareca | para não/nao aparecer | pra não/nao aparecer
        sem ninguém/ninguem dar falta | sem dar falta | sem que deem/dêem falta
        sem ficar registrado | sem registrar | sem constar | fora dos livros
        contagem do/de estoque | controle do/de estoque | para a contagem/conta bater
        pra contagem/conta bater | para as contas baterem | pra as contas baterem
        sem a contagem perceber/mostrar | contagem de remédios/remedios/medicamentos
    """,
    "keep-payments": """
        continuar recebendo/sacando/a+receber/a+sacar a/o pensão/pensao/aposentadoria/benefício
        continuar recebendo/sacando/a+receber/a+sacar a/o beneficio/pagamento/pagamentos
        continuar recebendo/sacando/a+receber/a+sacar os benefícios/beneficios/pagamentos
        para/pra os pagamentos continuarem | para/pra que os pagamentos continuem
        para/pra a pensão/pensao/aposentadoria continuar caindo/vindo
        para/pra que a pensão/pensao/aposentadoria continue caindo/vindo
    """,
    "dead-kin": """
        falecido marido/pai/avô/avo/irmão/irmao/filho/esposo/companheiro
        falecida esposa/mãe/mae/avó/avo/irmã/irma/filha/mulher/companheira
        marido/pai/avô/avo/irmão/irmao/filho/esposo/companheiro falecido
        esposa/mãe/mae/avó/avo/irmã/irma/filha/mulher/companheira falecida
        que morreu | que faleceu | depois que ele/ela morreu/faleceu | ele/ela morreu
        ele/ela faleceu | já/ja morreu | já/ja faleceu
    """,
    "stolen": """
        cartao/cartão de credito/crédito roubado | cartao/cartão roubado | cartões roubados
        cartoes roubados
        cartao clonado | cartão clonado | cartoes clonados | cartões clonados | produto roubado
        cartao/cartão de credito/crédito clonado | cartoes/cartões de credito/crédito clonados
        carro roubado | celular roubado | mercadoria roubada
    """,
    "bribe": "subornar | molhar a mao | molhar a mão | dar propina | pagar propina",
    "official": """
        policial | guarda | fiscal | juiz | delegado | agente | servidor publico
        servidor público | politico | político | vereador | funcionario publico | árbitro
        arbitro | bandeirinha
    """,
    "credit-product": """
        abrir _? conta | abrir _? cartao/cartão | pedir _? emprestimo/empréstimo
        fazer _? emprestimo/empréstimo/cartao/cartão | tirar _? cartao/cartão
        financiar _? carro
    """,
    "in-name": "no nome de | no nome do | no nome da | em nome de | em nome do | em nome da",
    "scam-bait": """
        voce ganhou | você ganhou | ganhou um premio | ganhou um prêmio | sorteado
        pagar uma taxa | taxa de liberacao | taxa de liberação | seu filho foi sequestrado
        estamos com seu filho | atualizar seus dados | conta bloqueada
    """,
    "drain": """
        esvaziar | esvazio | limpar | limpo | rapar | drenar | tirar tudo de | levantar tudo de
    """,
    "money-store": """
        carteira | carteiras | carteira de cripto | conta | contas | conta bancária
        conta bancaria | poupanças | poupancas | reforma | pensão | pensao | bitcoin | cripto
    """,
}

PRIVACY = {
    # A named person whose details follow, possessed as English writes it ("meu vizinho Tom's
    # telefone"); Portuguese puts the owner after the thing ("o telefone do meu vizinho Tom"),
    # which `privacy.data-of-person` reads. A name followed by any word read "meu médico mudou
    # meu remédio" as someone's medication asked for.
    "named-person": """
        meu/minha/nosso/nossa vizinho/vizinha/colega/chefe/ex/namorada/namorado/professor *'s
        meu/minha/nosso/nossa vizinho/vizinha/colega/chefe/ex/namorada/namorado/professor _ *'s
        meu/minha/nosso/nossa professora/aluno/aluna/amigo/amiga/medico/medica/caixa *'s
        meu/minha/nosso/nossa professora/aluno/aluna/amigo/amiga/medico/medica/caixa _ *'s
    """,
    "!named-person": """
        de | da | do | para | pra | com | que | e | ou | me | te | se | ele | ela | eles | elas
        eu | voce | o | a | os | as | um | uma | no | na | em | pediu | deu | mandou | disse
        quer | tem | foi | esta | nao | seu | sua
    """,
    "lives-near": """
        que mora na/no/em/perto/ao/do | que trabalha na/no/em/com | que mora aqui
    """,
    "credential": """
        senha | senhas | login | dados de login | pin | codigo de verificacao | codigo de acesso
        codigo de desbloqueio | perguntas de seguranca
    """,
    "pii": """
        endereco | endereço | endereco residencial | endereço residencial | telefone
        celular | numero | número | numero de telefone | número de telefone | cpf | rg
        dados bancarios | dados bancários | senha | localizacao | localização | rotina
        horario | horário | horarios | horários | agenda
        placa | prontuario | prontuário | ficha medica | ficha médica | local de trabalho
        onde trabalha | onde mora | telefone pessoal | remedio | remédio | remedios
        remédios | medicamento | medicamentos | diagnostico | diagnóstico | qual medico
        qual médico | terapeuta | psiquiatra | salario | salário | orientacao sexual
        orientação sexual | antecedentes criminais
        registro/registros/histórico/historico de chamadas/ligações/ligacoes | extrato bancário
        extrato bancario | extratos bancários | extratos bancarios | conta de telefone
        ficha/processo disciplinar | ficha funcional
    """,
    "reach-data": """
        endereco | endereço | endereco novo | endereço novo | novo endereco | novo endereço
        endereco residencial | endereço residencial | localizacao | localização | telefone
        telefone novo | celular | numero novo | número novo | local de trabalho | onde mora
    """,
    "!pii": """
        peco/peço/pedir/pedindo o/a/seu/teu telefone/numero/número/contato/celular
        peco/peço/pedir/pedindo o telefone/numero/número/contato/celular dela/dele
    """,
    "locate": """
        descubra | descobrir | descobre | encontre | encontrar | ache | achar | procure
        procurar | rastreie | rastrear | me diga | me diz | me passa | levante | levantar
    """,
    "whereabouts": """
        qual médico ela/ele está vendo | qual medico ela/ele esta vendo | com quem ela/ele mora
        com quem ela/ele está namorando | com quem ela/ele esta namorando
        onde ela/ele mora/trabalha/estuda/fica/dorme | onde ela/ele esta morando
        onde ela/ele está morando | o endereco dela/dele | o endereço dela/dele
        a rotina dela/dele | o horario dela/dele | o horário dela/dele
        quando ela/ele fica sozinha/sozinho | quando ela/ele esta sozinha/sozinho
        quando ela/ele está sozinha/sozinho
    """,
    "when-alone": """
        quando ela/ele fica sozinha/sozinho em casa | quando ela/ele está sozinha/sozinho
        quando ela/ele esta sozinha/sozinho
    """,
    "alone-time": """
        sozinha em casa | sozinho em casa | fica sozinha | fica sozinho | esta sozinha
        está sozinha | esta sozinho | está sozinho
    """,
    "unchecked": """
        sem ninguém verificar | sem ninguem verificar | sem ninguém conferir | sem verificação
        sem verificacao | sem ninguém vigiar | sem ninguem vigiar | sem antecedentes verificados
    """,
    "where": """
        onde | em que lugar | qual endereco | qual endereço | em qual hotel
        em que/qual apartamento/casa/rua/prédio/predio | qual apartamento/rua/prédio/predio
    """,
    "relative-who": "que | quem",
    "me-word": "mim | me | eu | meu | minha",
    "stalking-noun": "perseguição | perseguicao | stalking | perseguir alguém | perseguir alguem",
    "return-goods": "devolver | devolvo | trocar | troco",
    "used-goods": """
        roupa usada | roupas usadas | roupa que já usei | roupas que já usei | roupa que ja usei
        sapato usado | sapatos usados | vestido usado | produto usado | produtos usados
    """,
    "as-new": """
        como nova | como novas | como novo | como novos | toda vez | com a etiqueta de volta
        recolocar a etiqueta | fingindo que é nova | fingindo que é novo
    """,
    "live-verb": "mora | morar | vive | trabalha | estuda | fica | esta | está | dorme",
    "dox": "doxxing | doxing | dox | expor os dados | vazar os dados | vazar dados",
    "scrape": "raspar | coletar | juntar | compilar | levantar | montar um dossie",
    "personal-info": """
        redes sociais | perfis | dados pessoais | informacoes pessoais
        informações pessoais | tudo sobre | fotos
    """,
    "former-workplace": """
        meu antigo trabalho | meu antigo emprego | minha antiga empresa | meu ex-empregador
        meu ex empregador | meu último emprego | meu ultimo emprego | onde eu trabalhava
        a empresa onde eu trabalhava | meu emprego anterior
    """,
    "grudge": """
        que escreveu sobre mim/nós/nos/minha/meu | que falou mal de mim/nós/nos/minha/meu
        que me denunciou | que nos denunciou | que deixou _? avaliação/avaliacao ruim
        que criticou minha/meu/mim | que me expôs/expos
    """,
    "home-contact": """
        morada | morada de casa | endereço de casa | endereco de casa | endereço residencial
        endereco residencial | telefone de casa | número pessoal | numero pessoal
        telemóvel pessoal | telemovel pessoal | celular pessoal | email pessoal
    """,
}

SURVEILLANCE = {
    "track": """
        rastrear | monitorar | espionar | vigiar | perseguir | seguir | localizar
        grampear | stalkear
    """,
    "stalk": "seguir _ ate em casa | seguir _ até em casa | esperar na porta de casa",
    "watch": """
        ler | ver | olhar | espionar | gravar | filmar | fotografar | acessar | clonar
        escutar | ouvir
    """,
    "device": """
        celular | telefone | mensagens | conversas | whatsapp | zap | email | e-mail
        localizacao | localização | computador | notebook | instagram | facebook
        ligacoes | ligações | chamadas | historico | histórico | carro | camera | câmera
    """,
    "comm-verb": "conversando | falando | saindo | mandando mensagem | ficando | ligar | telefonar",
    "install": "instalar | colocar | esconder | botar | por | pôr | plantar | grudar",
    "spy-device": """
        camera escondida | câmera escondida | cameras escondidas | câmeras escondidas
        camera espia | câmera espiã | aplicativo espiao | aplicativo espião | app espiao
        app espião | rastreador | rastreador escondido | gps | escuta | grampo | spyware
        keylogger | esconder uma/a camera/microfone/cam | esconder cameras/microfones
    """,
    "intimate-place": """
        banheiro | banheiros | quarto | vestiario | vestiário | provador | chuveiro
    """,
    "profile-verb": """
        identificar | monitorar | vigiar | fichar | listar | cadastrar | mapear
        reconhecimento facial
    """,
    "watched-group": """
        manifestantes | ativistas | jornalistas | opositores | eleitores | sindicalistas
        militantes | professores
    """,
}
