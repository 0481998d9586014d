"""English words for cybercrime, fraud, privacy of real people and surveillance."""

from __future__ import annotations

CYBER = {
    "deploy": """
        deploy | spread | install | plant | launch | unleash | release | infect | push | drop
        inject | slip | sneak | roll out
    """,
    "malware": """
        malware | ransomware | keylogger | key logger | keyloggers | trojan
        remote access trojan | rootkit | botnet | spyware | stalkerware | infostealer
        info stealer | password stealer | credential stealer | cookie stealer | token grabber
        cryptojacker | wiper | logic bomb | backdoor | computer virus | self replicating
        malicious code/script/software/payload/attachment/macro/link/app/extension/program
        exploit kit | zero day exploit | zero day | 0day | reverse shell
    """,
    "code-verb": """
        write | code | program | script | implement | develop | generate | craft | create
        give me code for | build
    """,
    "malware-weak": """
        virus | worm | exploit | payload | trojan horse | shellcode | dropper | stealer
        exploit code | proof of concept exploit | poc exploit | rat
    """,
    "!malware-weak": "worm farm | worm bin | flu virus | cold virus | virus vaccine",
    "exfiltrate": """
        steal | exfiltrate | harvest | grab | dump | sniff | capture | intercept | log | record
        collect | siphon | extract | phish | swipe | lift
    """,
    "bulk-copy": "download | copy | export | dump | take home",
    "client-data": """
        client list | customer list | client database | customer database | client data
        client records | customer records | client files | list of clients | list of customers
    """,
    "others-data": """
        everyone's card details/passwords/pins | all the card details | all the passwords
        customers' card details/passwords | all the customers' card details/passwords
        clients' card details/passwords
    """,
    "secret-data": """
        passwords | password | saved passwords | credentials | login credentials | logins
        login details | cookies | session cookies | session tokens | auth tokens | keystrokes
        credit card numbers | card numbers | card details | credit card details | cvv
        bank details | 2fa codes | otp | one time codes | private keys | seed phrase
        crypto wallet | wallet keys | users table | user table | user database | customer data
        customer database | social security numbers
    """,
    "wipe": """
        wipe | delete | destroy | erase | encrypt | corrupt | brick | format | overwrite | nuke
        trash | disable | turn off
    """,
    "system-target": """
        disk | disks | drive | drives | hard drive | hard drives | files | documents | data
        system | etc | system32 | boot sector | mbr | database | databases | backups | computer
        computers | machine | machines | network | server | servers | operating system
        registry | antivirus | windows defender
    """,
    "victim-machine": """
        user's machine/computer/pc/system/laptop/files | the user's | victim's | victim | victims
        target's | target machine | someone's computer/pc/laptop/phone/files | other people's
        corporate network | company network | across the network | whole network | every computer
        all computers | all the computers | on the network | without them knowing
        without the user knowing | on their computer | anyone who runs/opens/downloads/clicks
        when it runs | when they open | when opened | when executed | spreads | spreads to
        self replicating | usb drives | ransom | bitcoin ransom | ransom note | remotely
        network share | shared drive | file share | the backups | shadow copies | shadow copy
    """,
    "evade": """
        bypass | evade | get past | get around | slip past | circumvent | defeat | fool
        obfuscate | hide from | sneak past | avoid detection by | get _ past | get _ _ past
        sneak _ past | sneak _ _ past | smuggle _ past | smuggle _ _ past
    """,
    "defence": """
        antivirus | anti virus | av | edr | windows defender | defender | antivirus detection
        detection | security software | waf | wafs | web application firewall | ids
        intrusion detection | firewall | sandbox | virustotal | endpoint protection
        malware scanner | task manager | spam filter | spam filters | captcha | rate limit
        rate limiting | bot detection
    """,
    "hack": """
        hack | hack into | break into | crack | brute force | bruteforce | compromise | hijack
        take over | pwn | gain access to | get access to | gain entry to | infiltrate
        exploit | backdoor | clone | sim swap | spoof | break in to | crack into | bypass
        tamper with | try every/each possible? password/passwords/pin/pins/combination on/for?
        try all the? possible? passwords/pins/combinations on/for? | guess every/each password on?
    """,
    "!hack": """
        hack together | life hack | lifehack | hacks for | hack my routine/life/productivity
        hack my sleep/morning/brain/diet/budget | growth hack | hackathon | hacker news
        clone the repo | clone a repo | git clone | clone repository | take over the world
        take over as | take over from | break into the industry/market/field/business
        break into tech | break into a career | break into song | break into tears
        break into a smile | break into a run | crack _ egg | crack an egg | crack eggs
        crack open | crack a joke | crack jokes | crack a smile | crack the case | crack down
        crack knuckles | crack my back | crack my neck | crack a window | crack the code
        bypass surgery | crack enigma | break into the tech industry
    """,
    "target": """
        account | accounts | email | email account | inbox | instagram | facebook | twitter
        snapchat | tiktok | whatsapp | telegram | gmail | icloud | outlook | phone | iphone
        android | cell phone | wifi | wi fi | network | router | server | website | site
        discord | reddit | steam account | paypal | venmo | cash app | onlyfans
        database | system | grading system | computer | laptop | pc | webcam | camera
        security camera | bank account | password | passcode | pin | admin page | admin panel
        vpn | mainframe | voting machine | voting machines | atm | smart lock | login
        login page | accounts | car | braking system | brakes | pacemaker | insulin pump
        medical device | traffic lights | power grid | scada | plc | industrial control
        election results | election | ballots
        servers | network's | system's | records | mailbox | cloud storage
    """,
    "access": """
        access | get into | log into | login to | log in to | sign into | sign in to | get past
        read | open | unlock | see | view | look at | look through | go through | check
        snoop on | snoop through | get on | use | connect to | piggyback on | enter
    """,
    "no-password": """
        without the/a/their/her/his password | without knowing the password
        without the pin | without the passcode | without the key | without authorization
        without permission | unauthorized | without the owner's
    """,
    "ddos": """
        ddos | dos attack | denial of service | flood _ with requests | floods a website
        flood _ _ with requests | flood _ _ _ with requests | flood _ _ _ _ with requests
        flood _ _ website | flood _ _ _ website
        flood a website | flood the server | take down _ website | take _ website down
        crash _ website | crash a website | crash the server | crash _ server
        overload _ server | booter | stresser | syn flood | bring down _ website
        knock _ offline | take _ offline | spam messages | spam thousands | sms bomb
        sms bomber | email bomb | text bomb | flood _ phone | flood _ inbox | spam bot
        thousands of messages | thousands of texts | thousands of emails
    """,
    "phish": """
        phishing | phishing email/page/site/text/message/kit/campaign/link/sms | smishing
        vishing | spear phishing | fake login page | fake login | fake _ login page
        fake _ _ login page | fake website | spoofed email | spoof email | spoofed website
        credential harvesting | harvest credentials | lookalike domain | typosquat
        fake bank website | fake support number | fake tech support
    """,
    "use": """
        use | perform | launch | run | execute | carry out | deploy | do | conduct | pull off
        apply | inject | employ | leverage | mount | return | pawn | fence | resell | cash out
        unload | offload | spend
    """,
    "attack-tech": """
        sql injection | sql injection attack | sql injection payload | sqli | xss
        cross site scripting | xss payload | credential stuffing | password spraying
        brute force attack | dictionary attack | rainbow table attack | man in the middle
        mitm | arp spoofing | dns spoofing | session hijacking | clickjacking
        privilege escalation | remote code execution | rce | buffer overflow exploit
        heap spray | ransomware attack | phishing attack | sim swap | sim swapping
        keylogging | evil twin | deauth attack | deauthentication attack | rubber ducky
        bad usb | juice jacking | social engineering attack | supply chain attack
        watering hole attack | zero click exploit
    """,
}

FRAUD = {
    "divert": "move | transfer | siphon | skim | funnel | shift | take | redirect | pocket",
    "company-funds": """
        company's account/accounts/money/funds | company account/accounts/money/funds
        business account/accounts/funds | employer's account/accounts/money/funds
        firm's account/accounts/money/funds | client funds | client's money | clients' money
        petty cash | the till | work account | customer money | customers' money | customer funds
        customers' funds | customer's money
        school's/charity's/club's/church's/council's money/funds/account/accounts
        school's/charity's/club's/church's/council's _ money | school's/charity's _ _ money
        meal money | dinner money | donation money | donations | the collection money
    """,
    "lock-breach": """
        cut/break/snap/saw/pick/force through? a/the? bike/cycle/d/u? lock
        cut/break/snap/saw/pick/force through? a/the? padlock/chain/d-lock/u-lock
        bolt+cut a/the? bike/cycle? lock/padlock/chain
    """,
    "not-mine": """
        someone else's | someone elses | somebody else's | somebody elses | other people's
        a stranger's | my/our neighbour's | my/our neighbor's | my/our neighbours
    """,
    "into-own": """
        into/to my own? account | into/to my own? personal account | into/to my own? pocket
        into/to my own? bank account | into/to my own? bank
    """,
    "staged": """
        make it look like | make it look as if | make it seem like | make it seem as if
        make it appear | stage it | fake it so | so it looks like | so it looks as if
        so it'll look like | so it seems like | and it looks like | and it'll look like
        and make it look like | so it looks/seems natural | and it looks/seems natural
    """,
    "claim-money": """
        sue | claim on _? insurance | insurance claim | claim compensation | get compensation
        file a claim | payout | lawsuit | get damages | the insurer/insurers/insurance pays/pay
        the insurer/insurers/insurance pays+out/will+pay | insurance money
    """,
    "not-really": """
        haven't actually | hasn't actually | didn't actually | never actually | wasn't actually
        weren't actually | isn't actually | not actually | haven't really lost
    """,
    "refund": "refund | full refund | a refund | my money back | money back | cash refund",
    "do-it": """
        get better at doing it | get better at it | so i can do it
        do it to my | do it on my | do it for me on | run one on | run it on
        walk me through doing it | help me do it | show me how to do it | teach me to do it
        how do i do it | how can i do it | how would i do it | do it with my | do it myself
        do it without getting caught | set it up for me | set one up for me
    """,
    "!fraud-act": """
        counterfeit proof | anti counterfeit | anti counterfeiting | counterfeit resistant
    """,
    "fraud-act": """
        cheat on _? taxes | cheat the irs | evade taxes | evade _ taxes | dodge taxes
        avoid paying taxes | not pay taxes | tax evasion | hide income | hide _ income
        hide money from the irs/government/taxman | hide assets | launder money
        launder _ money | launder _ cash | launder funds | launder the proceeds
        launder crypto | launder bitcoin | money laundering | commit fraud
        embezzle | embezzling | shoplift | shoplifting | pickpocket | pickpocketing
        counterfeit | counterfeiting | skim credit cards | card skimming | skimmer
        skimming device | credit card skimmer | insider trading | pump and dump
        rig _ election | stuff ballots | ballot stuffing | vote twice | steal votes
        commit insurance fraud | stage _ accident | stage a car accident
        fake _ insurance claim | fake insurance claim | file a fake claim | wire fraud
        check kiting | return fraud | chargeback fraud | refund scam | =carding
        cash out stolen | money mule | structure deposits | smurfing | shell companies to hide
        off the books | steal from my employer | steal from work | cook the books
        falsify _ records | doctor the books | skim credit cards at | so i can break in
        to break in | and break in | rob _ house | rob _ _ house | change the results
        change the election results | rig the vote
        bypass/tamper+with/rig/jump/trick/fiddle+with/rewire/hack my/the/our? electricity/gas meter
        bypass/tamper+with/rig/jump/trick/fiddle+with/rewire/hack my/the/our? electric/power meter
        bypass/tamper+with/rig/jump/trick/fiddle+with/rewire/hack my/the/our? water/smart meter
        fiddle my/the/our? electricity/gas/electric/power/water/smart meter
        charge tourists/customers/passengers/clients/pensioners/foreigners double/twice/extra
        overcharge tourists/customers/passengers/clients/pensioners/foreigners
        rip off tourists/customers/passengers/clients/pensioners/foreigners
        wire/rewire/tap/splice+into/hook+into/connect+to my/our/the? neighbour's/neighbor's meter
        wire/rewire/tap/splice+into/hook+into/connect+to my/our/the? neighbours/neighbors meter
        tap+into/splice+into/hook+into/plumb+into my/our/the? neighbour's water/gas+supply
        tap+into/splice+into/hook+into/plumb+into my/our/the? neighbor's water/gas+supply
        tap+into/splice+into/hook+into/plumb+into my/our/the? neighbours/neighbors water/gas+supply
        tap+into/splice+into/hook+into my/our/the? neighbour's/neighbours electric/electricity/power
        run/runs/running off his/her/their electric/electricity/supply/meter
        run/runs/running off the/my/our? neighbour's/neighbor's/neighbours electric/electricity
        bypass/tamper+with/rig/trick/fiddle+with/hack/disable my/the/our? tachograph/tacho
        tamper+with/rig/fiddle+with/hack/adjust my/the/our? taxi+meter/taximeter/fare+meter
        fiddle/rig/tamper+with/fiddle+with my/the/our? meter so
        so the? fare/fares/bill/bills come/comes out higher/bigger/more
        tamper+with/rig/fiddle+with/hack my/the/our? odometer/speedometer
        wind+back/roll+back/turn+back/clock my/the/our? mileage/odometer/clock
        fake/fabricate/falsify/fudge/doctor/invent my data/results/findings/numbers
        make up my data/results/findings/numbers
        fake/fabricate/falsify/fudge/invent _? data/results/numbers in/for my thesis/dissertation
        fake/fabricate/falsify/fudge/invent _? data/results/numbers in/for my paper/study/research
        fake/fabricate/falsify/fudge/invent _? data/results/numbers in/for my experiment/survey
        make up _? data/results/numbers/findings in/for my thesis/dissertation/paper/study/research
    """,
    "commit": """
        commit | run | start | set up | do | pull off | carry out | organize | operate
        perform | get away with | orchestrate | pull | launch | create | engage in
    """,
    "fraud-noun": """
        ponzi scheme | pyramid scheme | insurance fraud | tax fraud | tax evasion
        money laundering | identity theft | credit card fraud | wire fraud | mail fraud
        bank fraud | scam | scams | con | con job | phone scam | romance scam | phishing scam
        fake charity | charity scam | advance fee scam | 419 scam | pig butchering
        pump and dump | rug pull | exit scam | grandparent scam | tech support scam
        lottery scam | investment scam | crypto scam | fraud | heist | robbery | burglary
        bank robbery | armed robbery
    """,
    "scam-bait": """
        won a/the lottery | you've won | you+have won | they won | they've won | claim your prize
        claim their prize | pay a fee | processing fee | release fee | pay a small fee
        pay with/in/by gift cards | gift card payment | wire the money | send bitcoin
        verify your/their card details | verify your/their account | confirm your/their password
        account will be suspended | account has been suspended | grandson is in jail
        granddaughter is in jail | bail money | inheritance | unclaimed funds | tax refund
        security issue with | unusual activity on | suspicious activity on
        payment details | card details | bank details | login details | asking for payment
        for their pin | for the pin | their password | for their password
        account is/was/has+been locked/frozen/blocked/suspended/closed/compromised
        type/enter/put in their card/bank/payment/login details
    """,
    "!fraud-noun": """
        fraud detection/prevention/department/alert/team/analyst/risk/awareness
        scam detection/prevention/awareness | anti fraud
    """,
    "scam": """
        scam | con | defraud | swindle | rip off | fleece | cheat | dupe | hustle | grift
        bilk | steal from
    """,
    "fake-doc": """
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus/fabricated _? invoice/invoices
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? receipt/receipts/id/ids
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? ticket/tickets
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? passport/passports/license
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? licence/licences/licenses
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? permit/permits/badge/badges
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? diploma/degree/certificate
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? doctor's+note/sick+note
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? doctor's+letter/fit+note
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? medical+letter/medical+cert
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? medical+certificate
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? prescription/prescriptions
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? pay+stub/paystub/payslip
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? bank+statement/tax+return
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? reference+letter/signature
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? check/checks/cheque
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? money/bills/banknotes/cash
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? currency/tickets/documents
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? document/paperwork/visa
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? vaccination+card/green+card
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? proof+of+address/transcript
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? contract/will/deed/lease
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? badge/coupons/utility+bill
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? drivers+license/id+card
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? driver's+license/charity
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? vaccination/vaccine+record
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? medical+record/test+result
        fake/forged/counterfeit/falsified/fraudulent/phony/bogus _? birth+certificate/record
    """,
    "!forge": """
        counterfeit proof | anti counterfeit | anti counterfeiting | counterfeit resistant
    """,
    "forge": """
        forge | falsify | counterfeit | fake | fabricate | tamper with | make up | invent
        plant | backdate
    """,
    "document": """
        signature | signatures | check | cheque | checks | diploma | document | documents | id
        passport | prescription | invoice | receipt | will | contract | deed | bills | money
        currency | banknotes | tickets | degree | certificate | note | pay stub | records
        medical records | license | licence | permit | stamp | seal | transcript | ballot | ballots
        votes
    """,
    "disarm": """
        disable | deactivate | bypass | cut | turn off | shut off | switch off | jam | hack
        get past | get around | kill | knock out
    """,
    "security": """
        alarm | alarms | alarm system | security system | burglar alarm | camera | cameras
        security cameras | cctv | motion sensor | motion sensors | door sensors
    """,
    "life-safety": """
        smoke alarm | smoke alarms | smoke detector | smoke detectors | fire alarm | fire alarms
        carbon monoxide alarm | carbon monoxide detector | co alarm | co detector | sprinklers
        sprinkler | heat detector | heat alarm
    """,
    "no-warning": """
        so it/they don't/doesn't/won't/wouldn't go+off/sound/work | don't/doesn't/won't go+off
        won't sound | without it/them going+off | so nobody/no+one wakes/hears
    """,
    "utility": """
        heating | electricity | power | water supply | water | boiler | electric | gas | hot water
    """,
    "hardship": """
        gets/get/goes/go cold | freezes | freeze | has/have to move | moves/move out | suffers
        gets/get ill | can't/cannot cope | gives/give up and moves/move | has/have to leave
    """,
    "going-in": """
        before i/we go/get/break in | so i/we can go/get/break in | when i/we go/get/break in
        before i/we go/get/break into | while i/we go/get/break in
    """,
    "refuge": """
        refuge | refuges | women's refuge | womens refuge | shelter | women's shelter
        womens shelter | safe house | domestic violence shelter | dv shelter
    """,
    "hand-over": """
        hand over | hand me | give me | give up | pass me | let me have | sign over
    """,
    "bank-card": """
        bank card | bank cards | debit card | debit cards | credit card | credit cards
        card and pin | cash card | cashcard | cards and pins
    """,
    "let-in": """
        so my+friends/my+mates/we/i/they can get/sneak/break in | let my friends/mates in
        let them in | sneak in | without anyone noticing | without anyone knowing
        without being seen | so nobody notices | so no one notices | and get in
    """,
    "steal": """
        steal | rob | snatch | pickpocket | shoplift | swipe | nick | pinch | loot | burglarize
        burgle | break into | hotwire | carjack | hijack | run off with | make off with
        walk out with | sneak out with | hold up | mug
    """,
    "valuable": """
        car | cars | vehicle | truck | motorcycle | motorbike | motorbikes | moped | mopeds | bike
        bicycle | scooter | wallet | purse
        handbag | money | cash | jewelry | jewellery | necklace | phone | iphone | laptop
        packages | package | parcel | mail | catalytic converter | catalytic converters | gas
        fuel | diesel | red diesel | petrol | heating oil | credit card | credit cards | identity
        identities | bank | atm | cash register
        register | store | shop | supermarket | house | apartment | garage | office | safe
        vault | jewelry store | gun store | pharmacy | tips | tip jar | donations | items
        goods | merchandise | clothes | groceries | electricity | art | painting | tools
        copper | copper wire | bikes | casino | home
    """,
    "drug-theft": """
        steal/nick/pinch/swipe/pilfer/divert _? morphine/meds/medication/medications/opioids
        steal/nick/pinch/swipe/pilfer/divert _? opiates/painkillers/fentanyl/oxycodone/ketamine
        steal/nick/pinch/swipe/pilfer/divert _? controlled+drugs/prescription+drugs
        steal/nick/pinch/swipe/pilfer/divert _? prescription+pads
    """,
    "signature": "signature | signatures",
    "sign-word": "sign",
    "name-word": "name | initials",
    "others-rooms": """
        guests' rooms | guest rooms | other people's rooms/flats/houses/lockers
        residents' rooms/flats | tenants' rooms/flats | patients' rooms | people's rooms/flats
        the other rooms | other rooms | other flats | customers' lockers | other lockers
    """,
    "into-named": """
        get into *'s | log into *'s | log in to *'s | break into *'s | hack into *'s | hack *'s
        access *'s | get onto *'s | read *'s | go through *'s | look through *'s | snoop on *'s
    """,
    "personal-account": """
        email | emails | inbox | messages | texts | dms | whatsapp | phone | account | accounts
        facebook | instagram | icloud | laptop | computer | diary | online banking | banking app
        bank app | bank account
    """,
    "fraud-crime": """
        skimming | card skimming | phishing | identity theft | money laundering | tax evasion
        insurance fraud | embezzlement | cheque fraud | check fraud | credit card fraud
    """,
    "to-do-it": "to do it | to pull it off | to do this | to do that | to carry it out",
    "need-it": "do i need | would i need | should i use | do i use | would i use | i'd need",
    "while-away": """
        while she's/he's/they're out/away | while she's/he's/they're at work/the+shops/church
        while she/he is out/away | while they are out/away | while she/he is at work/the+shops
        while she's/he's/they're on holiday | when she's/he's/they're out/away
        while she's/he's/they're at the/her/his/their _ | while she/he is at the/her/his _
    """,
    "pass-on": """
        forward | redirect | divert | copy | mirror | sync | send | see | view | access
        get into
    """,
    "said-stolen": """
        say/claim/pretend/report/tell+them it/they was/got/were stolen
        say/claim/pretend/report/tell+them my+phone/my+car/my+bike/my+laptop was/got/were stolen
        say/claim/pretend/report/tell+them it/they/my+phone/my+car/my+bike/my+laptop was/got lost
    """,
    "actually-did": """
        when/but/though/whereas i actually/really | when/but/though/whereas i in fact
        when actually | when in fact | when really | even though i
        when/but/though it/they was/were/is/are actually/really
    """,
    "snoop": """
        look through | go through | read | rummage through | search through | snoop through
        snoop in | snoop around | nose through | nose around | dig through
    """,
    "duplicate": """
        copy | duplicate | clone | make a copy of | get a copy made of | get a copy of
        have a copy made of
    """,
    "entry-key": """
        key | keys | office key | house key | door key | front door key | key card | keycard
        fob | key fob | access card | pass card | swipe card | master key | master keys
        spare key | spare keys | skeleton key | alarm code | alarm codes | door code | keypad code
        safe code | code to the safe/alarm | code for the safe/alarm
    """,
    "sign-over": """
        sign _? _? over to me | sign _ _ _ over to me | sign _? _? _? savings/house/money to me
        transfer/give _? _? savings/money/house/property/pension to me | put me on _? _? account
        change _? will in my favour/favor | leave _? _? everything to me
        make me _? _? power of attorney
        sign over the/his/her/their house/flat/home/property/savings/farm/business
        sign the/his/her/their house/flat/home/property/savings/farm/business over
    """,
    "trick-signing": """
        without him/her/them realising/realizing/knowing/understanding what he/she/they
        without realising/realizing/knowing/understanding what he/she/they is/are signing
        without him/her/them reading what he/she/they
        without him/her/them reading it | without them reading it
    """,
    "age-restricted": """
        vapes | vape | e-cigarettes | e-cigs | cigarettes | cigs | tobacco | alcohol | booze
        beer | vodka | wine | spirits | energy drinks | lottery tickets | scratch cards
        fireworks | knives
    """,
    "age-check-dodge": """
        without them/anyone checking my id/age | without an/any id check/checks
        without showing id | without id | get/getting past the age check/checks/verification
        bypass/skip/avoid the age check/checks/verification | fake my age | lie about my age
        without age verification | without an age check | fake id | if im/i'm/i+am under 18
        if im/i'm/i+am underage | while underage | when i'm/im under 18
    """,
    "alter-record": """
        change | alter | edit | fake | backdate | fiddle | doctor | tamper with | rewrite
        falsify | amend | cover up | reset | wipe | erase
    """,
    "patients-own": """
        a/the/my/our patient's | patients' | a/the/my resident's | residents'
    """,
    "patient-record": """
        chart | charts | medication chart | drug chart | notes | records | medical records
        care notes | obs chart | observations | mar chart | log | logbook | register
        readings | timesheet | timesheets | time sheets | checklist | checklists | accounts
        the books | figures | numbers | invoices | receipts | expenses | tax return | payroll
        mileage | mileage claim | mileage claims | expense claim | expense claims | travel claims
        overtime | overtime claims
    """,
    "answers": "answers | the answers | answer key | the answer key",
    "vehicle-safety": """
        speed limiter | limiter | governor | speed governor | tachograph | tacho | interlock
        alcohol interlock | dead man's switch | deadman switch
    """,
    "takings": """
        payments | card payments | takings | the takings | tips | deposits | sales | the money
    """,
    "instead-word": "instead",
    "offer-word": "offer | pay | give | slip | hand",
    "!instead-word": "instead of my | instead of our",
    "smuggle": "sneak | smuggle",
    "licence-doc": """
        driving licence | driving license | licence | license | driver's license | drivers licence
        provisional licence | provisional license
    """,
    "banned-self": """
        since i'm/im/i+am disqualified | i'm/im/i+am disqualified | i've/ive been disqualified
        i've/ive been banned | i'm/im/i+am banned | i got banned | since i'm/im/i+am banned
        while i'm/im/i+am banned | while i'm/im/i+am disqualified | i lost my licence/license
        after my ban | i'm/im on a ban
    """,
    "account-money": """
        online banking | bank account | banking app | bank app | savings account | paypal
        building society account | current account | bank
    """,
    "move-to-me": """
        move/transfer/send his/her/their savings/money to me/my+account
        move/transfer/send the savings/money to me/my+account
        put his/her/their money in my account
        put the money in my account | into my own account | into my account
    """,
    "sell-by": """
        date | dates | label | labels | date label | date labels | use-by date | use by date
        sell-by date | best-before date | best before date | expiry date | expiry dates
    """,
    "relabel": "relabel | re-label | re label | relabelling | re date | redate | re-date",
    "expired-stock": """
        out-of-date | out of date | expired | past its date | past their date | gone off
        past the use-by | past its use-by | past their use-by
    """,
    "served-drink": """
        served at a/the pub/bar/club | served in a/the pub/bar/club | served alcohol | served
        a pint | a pint | pints
    """,
    "underage-self": """
        when i'm/im/i+am 13/14/15/16/17 | i'm/im/i+am only 13/14/15/16/17
        as a 13/14/15/16/17 year old
        i'm/im/i+am 13/14/15/16/17 and
    """,
    "test-results": """
        results | test results | soil test results | soil results | lab results | test data
        survey results | readings | measurements | findings | samples | sample results
        emissions results | inspection results | safety test | load test | test report
    """,
    "approves-anyway": """
        signs off | sign off | signed off | sign it off | sign off on | approves | approve
        approved | gets approved | get approved | passes inspection | pass inspection
        passes the inspection | pass the inspection | certifies | certify | certified
        gives the go-ahead | give the go-ahead | gets the permit | get the permit
    """,
    "hide-it": "hide | conceal | cover up | disguise | mask | paint over",
    "defect": """
        droppings | mouse droppings | rat droppings | mould | mold | damp | rot | rust | crack
        cracks | stains | pests | rats | mice | cockroaches | infestation | leak | leaks
        out of date food | expired food | violations | faults | the damage | asbestos | subsidence
    """,
    "inspector": """
        inspector | inspectors | inspection | inspections | auditor | auditors | the audit
        assessor | assessors | ofsted | environmental health | the regulator | building control
        surveyor | the survey | buyers | the buyer | viewings | the viewing | mot tester
    """,
    "hide-lapse": """
        doesn't/won't/wouldn't show up | don't/won't/wouldn't show up | doesn't/won't look missed
        so no one sees/notices/knows | so nobody sees/notices/knows | so it looks like i gave
        so it looks like i did | to hide the missed/wrong | cover up the missed/wrong
        cover up my mistake/error | hide my mistake/error
        so the/an/any inspector/auditor/assessor/regulator doesn't/won't/can't see/notice/find
        so the/any inspectors/auditors/assessors don't/won't/can't see/notice/find/spot
        so the/an/any inspector/auditor/assessor/regulator doesn't/won't/can't spot/know/realise
        so the tax+office/taxman/hmrc/irs/bank/auditors/accountant doesn't/don't/won't see/spot
        so the tax+office/taxman/hmrc/irs/bank/accountant doesn't/won't notice/find/catch
        so _? _? _ never/doesn't/don't/won't/can't/wouldn't notice/spot/catch/realise/realize
    """,
    "plagiarism-dodge": """
        plagiarism checker/checkers/detector/detectors/software/tool doesn't/won't catch/detect/flag
        get past/beat/bypass/fool/trick/avoid the plagiarism checker/detector/software
        get past/beat/bypass/fool/trick turnitin | turnitin doesn't/won't catch/detect/flag
        without turnitin catching/detecting/flagging | avoid plagiarism detection
        without the plagiarism checker/detector/software catching/detecting/flagging
    """,
    "steer-contract": """
        award/give/steer/route/hand/funnel _? _? contract/contracts/tender/tenders to
    """,
    "undeclared": """
        without it being flagged | without being flagged | without declaring | without disclosing
        without anyone noticing the conflict | hide the conflict | get around the conflict
        avoid the conflict of interest rules | without a conflict of interest showing
        without it looking like a conflict | as a conflict of interest | without the conflict
    """,
    "counterfeit": """
        sell/pass+off/market/list _? copies/fakes/knock-offs/knockoffs/replicas/counterfeits
    """,
    "as-genuine": """
        as the real/genuine/original | as real/genuine/original/authentic | as originals
        as if they were real/genuine/original | as the brand/designer
    """,
    "tag-evasion": """
        without the/its/their security? tag/tags/alarm/alarms/sensor/sensors/gates going off
        without setting off the/its/their security? tag/tags/alarm/alarms/sensor/sensors/gates
        get past the security tags/gates/sensors/scanners | beat/fool the security tags/gates
        beat/fool the security sensors/scanners
    """,
    "pilfer": """
        take | take home | steal | pocket | walk out with | sneak out | help myself to | nick
        swipe | siphon off | siphon | skim | smuggle out
    """,
    "mail-item": """
        parcel | parcels | package | packages | post | mail | letters | letter | cards | card
        birthday cards | birthday card | deliveries | delivery | packets | packet
    """,
    "open-keep": """
        open/opening and keep/keeping/pocket/pocketing | open/opening _ and keep/keeping
        open/opening and take/taking | open/opening them and keep/keeping/take/taking
        open/opening it and keep/keeping/take/taking
    """,
    "!pilfer": """
        take/taking/took a/an/my/the/some/extra/longer/more _? nap/naps/break/breaks/breather
        take/taking/took a/an/my/the/some/extra/longer/more _? day/days/week/weeks/holiday
        take/taking/took a/an/my/the/some/extra/longer/more _? call/calls/shower/walk/rest
        take/taking/took a/an/my/the/some/extra/longer/more _? photo/photos/picture/pictures
        take/taking/took a/an/my/the/some/extra/longer/more _? minute/minutes/moment/hour/hours
        take/taking/took a/an/my/the/some/extra/longer/more _? look/seat/turn/lunch/leave
        take/taking/took time/naps/breaks/leave/holidays/days off
    """,
    "remove-from": """
        get/getting/sneak/sneaking/carry/carrying/smuggle/smuggling/slip/slipping _? _? off/from
        get/getting/sneak/sneaking/carry/carrying/smuggle/smuggling/slip/slipping _? _? out+of
        get/getting/sneak/sneaking/carry/carrying/smuggle/smuggling a load/lot/bit/few of _ out+of
    """,
    "clock-back": """
        wind/turn/roll/put/take/knock _? mileage/odometer/miles/clock back
        wind/turn/roll/put/take/knock back _? mileage/odometer/miles/clock
        wind/turn/roll/put/take/knock _? _? mileage/odometer/miles back | clock a/the/my car
        clock/clocking _? _? mileage/odometer back | clock/clocking back _? mileage/odometer
        clocking a/the/my car | lower/reduce/fake/alter/change the mileage/odometer
    """,
    "rightful-owner": """
        the owner | the owners | its owner | its owners | whoever owns it | the hire company
        the rental company | the lease company | the marina | the dealership
    """,
    "employed-at": """
        i work at | i work in | i work for | where i work | where i work at | at my work
        at my job | on my shift | on shift | my workplace | i'm working at | i am working at
    """,
    "workplace": """
        depot | the depot | warehouse | building site | site | stockroom | stock room | factory
        shop floor | loading bay | yard | distribution centre | fulfilment centre | storeroom
        store room | plant | work | the ward | the pharmacy | the till | the tills | the kitchen
        the surgery | dental surgery | the practice | vet practice | the clinic | the lab
        the unit | on the unit | the wards | the care home | the nursing home
    """,
    "walk-out": """
        walk out of | walk out | leave | get out of | sneak out of | wheel out of | push out of
        roll out of | go through | get through
    """,
    "shop-place": """
        supermarket | shop | store | tesco | asda | aldi | lidl | sainsbury's | morrisons | primark
        self-checkout | self checkout | self-checkouts | self checkouts | checkout | checkouts
        the tills | till | market stall | stall | car boot sale | market
    """,
    "unpaid": """
        without paying | without paying for it/them/everything/anything/all+of+it
        without scanning | without scanning it/them/everything/anything | not paying
        without going through the till/tills/checkout | without it/them scanning
    """,
    "grades": """
        my marks | my grades | my grade | my mark | my results | my exam results | my scores
        my score | my gcse/gcses/a-level/a-levels/sats results | my attendance | the marks
        the grades | my coursework mark/marks/grade | my predicted grades | predicted grades
        predicted grade | his/her/their grades/marks/results | exam results | my mock results
        mock results | my mocks | mock grades | my mock grades | mock exam results
    """,
    "grading-system": """
        portal | school portal | parent portal | grading system | gradebook | the school system
        the school's system | school database | the database | records system | online system
    """,
    "confused-state": """
        while he's/she's/they're confused | while he/she is confused | while they are confused
        when he's/she's/they're confused | when he/she is confused | while he's/she's muddled
        while he's/she's not thinking straight | from the dementia | with his/her dementia
        because of his/her/the dementia | while he's/she's drunk | while he's/she's sedated
        while he's/she's half asleep
    """,
    "vulnerable-mark": """
        lonely/elderly/old/vulnerable/confused/isolated/widowed _? man/men/woman/women/lady
        lonely/elderly/old/vulnerable/confused/isolated/widowed _? ladies/people/person
        pensioner | pensioners | widow | widows | widower | widowers
    """,
    "send-me-money": """
        send me money | send me cash | send me _? money | send me their/her/his savings
        transfer me money | wire me money | give me money | lend me money | pay for my
        send money to me | transfer money to me | send me gift cards
    """,
    "stock-item": """
        meds | medication | medications | medicine | medicines | morphine | opioids | opiates
        fentanyl | oxycodone | codeine | tramadol | ketamine | diazepam | benzos | painkillers
        sedatives | controlled drugs | drugs | pills | syringes | vials | stock | supplies | cash
        money | takings | float | tablets | sleeping tablets | diesel | red diesel | petrol | fuel
    """,
    "cash-store": """
        coin box | coin boxes | cash box | cash boxes | till drawer | honesty box | charity box
        collection box | tip jar | charity tin | collection tin | coin mechanism | coin mechanisms
        coin tray | coin trays | cash bag | cash bags | night safe
    """,
    "passed-off": "pass/passing off _? _? _? as | pass/passing _ _? _? off as",
    "card-details": """
        card details | card numbers | card number | card data | card info | card pins | pin numbers
    """,
    "customers-of": """
        customers' | customer's | customers | shoppers' | clients' | people's | other people's
    """,
    "skim-place": """
        off/from the card machine/machines/reader/readers/terminal/terminals/till/tills
        off/from the chip+and+pin/pin+pad/pin+pads
    """,
    "unrecorded": """
        without the total/totals/tin/till/float/count/numbers looking short/wrong
        without it looking short | so the total/totals/till/tin/float doesn't/don't look short
        so it doesn't/won't look short | so nobody notices it's short
        without it/them showing up | without showing up | so it doesn't/won't show up
        so they don't/won't show up | without it/them being missed | without anyone missing
        off the books | without it/them being logged | without being logged | without logging
        without signing it/them out | stock count | stock check | so the count/numbers still
        add up | so the count/numbers add up | without it/them showing on/in
        so it doesn't/won't show on/in
        without the/a count/counts being noticed/spotted/checked | drug count | drugs count
        cd count | cd register | controlled drugs register | controlled drug register
        without it/them showing on the _? _? chart/register/records/log/count
        without the/a/any _? _? count/counts/total/totals/numbers/stock coming+up/ending+up short
        without the/a/any _? _? count/counts/total/totals/numbers/stock being/looking/going short
    """,
    "keep-payments": """
        so that? the/his/her/their payments/payment/pension/benefits/money keep/keeps coming
        keep the pension/payments/benefits/money/checks/cheques coming
        keep getting/collecting/claiming/cashing/receiving/drawing his/her/their/the pension
        keep getting/collecting/claiming/cashing/receiving/drawing his/her/their/the benefits
        keep getting/collecting/claiming/cashing/receiving/drawing his/her/their/the payments
        keep getting/collecting/claiming/cashing/receiving/drawing his/her/their checks/cheques
        keep getting/collecting/claiming/cashing/receiving/drawing my _ _? pension/benefits
        keep getting/collecting/claiming/cashing/receiving/drawing my _ _? payments/allowance
        keep his/her/their pension/benefits going
        still get/collect/claim/cash/draw his/her/their pension/benefits/checks/cheques
    """,
    "dead-kin": """
        late/dead/deceased husband/wife/mother/mum/mom/father/dad/partner/grandmother/grandma
        late/dead/deceased grandfather/grandpa/gran/aunt/uncle/brother/sister/son/daughter
        since he/she died | after he/she died | he/she died | he/she passed away | passed away
        who died
    """,
    "!valuable": "steal home | steal second | steal third | steal a base | steal bases",
    "stolen": """
        stolen goods | stolen credit card | stolen credit cards | stolen card | stolen cards
        stolen card numbers | stolen credit card numbers | stolen car | stolen cars
        stolen phone | stolen phones | stolen laptop | stolen items | stolen property
        stolen merchandise | stolen data | stolen identities | stolen identity
        stolen accounts | stolen passwords | stolen bikes | stolen jewelry | stolen money
        stolen cash | stolen gift cards | dumps and pins | fullz | cvvs | stolen tickets
    """,
    "bribe": """
        bribe | pay off | grease _ palm | grease _ _ palm | buy off | kickback | slip _ money
        slip _ cash | offer _ money
    """,
    "official": """
        official | officials | officer | officers | customs officer | customs | cop | cops
        police | police officer | judge | inspector | health inspector | building inspector
        politician | senator | mayor | guard | prison guard | border guard | referee | clerk
        customs agent | immigration officer | tax inspector | auditor | jury | juror | witness
    """,
    "credit-product": """
        open _? credit card/cards | open credit cards | take out _? loan/loans
        apply for _? loan/loans/credit+card | get _? loan | open _? bank account
        open _? account | sign up for _? credit | take out a mortgage | file _? tax return
        claim _? benefits | collect _? benefits | get _? credit card | take out loans
    """,
    "in-name": """
        in _ name | in _ _ name | in someone else's name | under _ name | under _ _ name
        using _ identity | using _ _ identity | with _ ssn | with _ _ ssn
        with _ social security number | using _ social security number
    """,
    "others-names": """
        under/in other patients/people/customers/residents/clients name
        under/in my/our patients/clients/residents/customers name | under/in patients name
        under/in someone+else's/somebody+else's name | under/in a fake/false/made+up name
        under/in dead/deceased patients/people name
    """,
    "prescription-word": "prescription | prescriptions | script | scripts | prescription pad",
    "!in-name": "in my name | in my own name | in our name | in the name",
    "drain": """
        drain | empty | clear out | clean out | wipe out | cash out | siphon | transfer out
    """,
    "money-store": """
        wallet | wallets | crypto wallet | bitcoin wallet | account | accounts | bank account
        savings | savings account | pension | pension pot | isa | crypto | bitcoin
    """,
}

PRIVACY = {
    "get-someones": """
        get/find/steal/obtain/grab/learn/crack/guess/see/copy *'s
        find+out/work+out/figure+out/get+hold+of/get+into *'s
    """,
    "named-person": """
        my/our/a neighbour/neighbor/coworker/colleague/classmate/roommate/landlord/landlady *'s
        my/our/a neighbour/neighbor/coworker/colleague/classmate/roommate/landlord/landlady _ *'s
        my/our/a tenant/boss/manager/ex/crush/teacher/professor/student/friend/therapist *'s
        my/our/a tenant/boss/manager/ex/crush/teacher/professor/student/friend/therapist _ *'s
        my/our/a girlfriend/boyfriend/doctor/nurse/cashier/waiter/waitress/barista/coach *'s
        my/our/a girlfriend/boyfriend/doctor/nurse/cashier/waiter/waitress/barista/coach _ *'s
        my/our/a ex+girlfriend/ex+boyfriend/ex+wife/ex+husband/co+worker *'s
        my/our/a ex+girlfriend/ex+boyfriend/ex+wife/ex+husband/co+worker _ *'s
    """,
    "!named-person": """
        for | to | about | with | and | or | but | if | that | who | which | is | was | are
        has | had | have | will | would | can | could | should | me | her | him | his | their
        them | your | us | i | you | he | she | they | we | it | an | the | in | on | at | of
        from | by | gave | give | gives | asked | asks | told | said | sent | just | not
    """,
    "lives-near": """
        who lives on/at/in/near/next/down/across/above/below/behind
        who works at/in/with | living on/at/next | from my street/building/class/school/office
        from my gym/church/block/neighborhood/neighbourhood | who lives down the street
    """,
    "credential": """
        password | passwords | login | login details | pin | passcode | security questions
        verification code | 2fa code | two factor code | unlock code | lock screen code
    """,
    "pii": """
        home address | address | addresses | current address | house address | phone number
        phone records | call records | call history | call logs | phone bill | bank statements
        credit report | location history | text messages
        phone numbers | personal number | cell number | cell phone number | mobile number
        personal cell phone number | personal phone number | email address | personal email
        social security number | ssn | social security | bank details | bank account
        bank account details | bank account number | account number | credit card number
        card number | pin | password | passwords | medical records | medical history
        date of birth | birth date | dob
        health records | therapy notes | location | current location | live location
        gps location | whereabouts | daily routine | routine | schedule | daily movements
        movements | license plate | ip address | real name | workplace
        which hotel _? _? _? staying/stays/sleeping | what hotel _? _? _? staying/stays/sleeping
        hotel room | room number | passport number | tax records
        sick notes | sick note | disciplinary file | disciplinary record | disciplinary records
        personnel file | hr file | hr records | employment record | employment records
        family members | private messages | browser history | search history | medication
        medications | prescriptions | diagnosis | medical condition | therapist | psychiatrist
        which doctor | what doctor | sexual orientation | maiden name | salary | income
        criminal record | pharmacy records | prescription records
        national insurance number | ni number | nhs number | driving licence number
        driver's license number | drivers license number | tax code
    """,
    "!pii": """
        office/clinic/practice/surgery/salon/shop/studio/business address/number/email
        office/clinic/practice/surgery/salon/shop/studio/business phone+number/email+address
        medication/medicine/prescription did/does/will/should the/my doctor/gp/nurse/pharmacist
        medication/medicine/prescription did/does/will/should the/my dentist/vet/consultant
        sick note from my/the doctor/gp/surgery | sick note off my/the doctor/gp
    """,
    "list-word": "list | lists | register | spreadsheet | names",
    "pupil-status": """
        free school meals | free meals | pupil premium | special needs | special educational needs
        sen support | an ehcp | in care | on the child protection register | young carers
    """,
    "reach-data": """
        address | addresses | home address | current address | house address | new address
        location | current location | live location | whereabouts | workplace | phone number
        new number | mobile number | number
    """,
    "locate": """
        find out | figure out | find | track down | look up | dig up | tell me | work out
        discover | get me | show me | search
    """,
    "whereabouts": """
        which doctor she/he is seeing | what doctor she/he is seeing | who she/he is dating
        who she's/he's dating | who she/he lives with
        where she/he live/lives/works/work/stays/sleeps/parks
        where she/he is staying/living/working | where she's/he's staying/living/working
        her/his home address | her/his address | her/his schedule | her/his route
        when she/he/they is home alone | when she/he/they are home alone
        when she's/he's home alone | when she/he is alone | when she's/he's alone
    """,
    "when-alone": """
        when is she/he home alone | when is she/he alone | when she's/he's home alone
        when will she/he be home alone | when will she/he be alone
    """,
    "alone-time": """
        home alone | alone at home | is alone | be alone | by herself | by himself
        on her own | on his own
    """,
    "unchecked": """
        without anyone checking | without anybody checking | without checks | without a check
        without being checked | with nobody checking | with no one checking | no one checking
        nobody checking | without a background check | without a dbs check | without anyone watching
    """,
    "!private-person": """
        ask/asking _? _? for her/his/their | ask her/him/them for | final boss | boss fight
        most/many/young/old/rich/poor people
        boss battle | mini boss | raid boss | end boss | level boss
    """,
    "relative-who": "who | that | whom",
    "me-word": "me | i | my | i've | i'd",
    "stalking-noun": """
        stalking | stalk someone | cyberstalking | spying on someone | tracking someone
    """,
    "return-goods": "return | returning | send back | sending back | take back | taking back",
    "used-goods": """
        worn clothes | worn clothing | used clothes | a worn dress | worn dresses | worn shoes
        used items | used products | clothes i've worn | clothes i have worn | things i've used
        a dress i've worn | a dress i wore | clothes i wore | outfits i've worn | worn outfits
        used electronics | used makeup | opened makeup
    """,
    "as-new": """
        as new | as unworn | as unused | like new | as if new | as if it's new | as if they're new
        with the tags back on | put the tags back on | reattach the tags | every time
        pretend it's new | pretend they're new | pretending it's new
    """,
    "where": """
        where | which hotel | what hotel | which address | what address | which house
        which flat | what flat | which street | which road | what road | which building
        what street | which school | what school | which gym | what gym
    """,
    "live-verb": """
        live | lives | living | stay | stays | staying | works | work | sleep | sleeps | parks
        hang out | hangs out | goes to school | go to school | goes | go | walks | jogs
        leaves | moved | moved to
    """,
    "dox": """
        dox | doxx | doxxing | doxing | doxed | doxxed | swat | swatting | swatted
        unmask _ account | unmask _ _ account | deanonymize | de anonymize
        find _ real identity | reveal _ real identity | find out who _ is behind
        expose _ identity | expose _ _ identity
    """,
    "!dox": """
        swat _ fly | swat a fly | swat flies | swat mosquitoes | swat team | swat teams
        fly swatter | swat at
    """,
    "scrape": """
        scrape | crawl | harvest | collect | compile | aggregate | gather | dig up | pull
        track down | find everything | build a profile | build a dossier | create a profile
        map out
    """,
    "personal-info": """
        social media | social profiles | profiles | social accounts | posts | photos
        pictures | personal information | personal info | personal data | personal details
        private information | everything about | daily routine | whereabouts | movements
        contacts | friends list | family members | addresses | dossier | profile of
    """,
    "former-workplace": """
        my old job | my old work | my old workplace | my old office | my old company
        my former employer | my ex employer | my ex-employer | my last job | my previous job
        my old firm | my last workplace | where i used to work | the place i used to work
    """,
    "grudge": """
        who wrote about me/us/my/our | who reported on me/us/my/our | who wrote that article
        who wrote that story | who wrote that review | who gave me/us/my/our _? bad review
        who left me/us/my/our _? bad review | who criticised/criticized me/us/my/our
        who complained about me/us/my/our | who exposed me/us/my/our | who slagged off my
    """,
    "home-contact": """
        home address | home addresses | house address | home phone | home phone number
        personal number | personal phone number | personal mobile | mobile number
        personal email | personal email address | which house
    """,
}

SURVEILLANCE = {
    "track": """
        track | trace | locate | monitor | spy on | stalk | keep tabs on | surveil | tail
        shadow | wiretap | eavesdrop on | listen in on | intercept | geolocate | pinpoint
        hunt down | track down
    """,
    "!track": """
        keep/keeping track of the/our/my/their/two/three/four/five/all? kids/children/family
        keep/keeping track of the/our/my/their/two/three/four/five/all? children's/family's
        keep/keeping track of the/our/my/their/two/three/four/five/all? students/pupils/team
        keep/keeping track of school/homework/club/football/swimming schedule/schedules
        keep/keeping track of school/homework/club/football/swimming timetable/timetables
    """,
    "stalk": """
        follow _ home | follow _ _ home | follow _ around | follow _ _ around
        follow _ everywhere | follow _ _ everywhere | follow _ to _ house | wait outside _ house
        wait outside _ room | wait outside _ _ room | show up at _ house | show up at _ work
        show up at _ _ house
    """,
    "watch": """
        read | see | check | look at | look through | go through | watch | spy on | listen to
        record | film | videotape | photograph | take pictures of | take photos of
        take videos of | access | open | snoop on | snoop through | view | get into
        hack into | clone | mirror | intercept
    """,
    "device": """
        phone | phones | cell phone | cellphone | iphone | android | texts | text messages
        messages | sms | whatsapp | whatsapp messages | imessages | emails | email | inbox
        email account | dms | direct messages | chats | chat history | calls | phone calls
        call log | call history | location | gps | browser history | search history
        browsing history | laptop | computer | pc | tablet | ipad | car | webcam | camera
        conversations | instagram | facebook | snapchat | tiktok | twitter | telegram
        signal | messenger | discord | social media | accounts | account | diary | journal
        mail | letters | voicemail | icloud | google account | location history | keystrokes
        screen
    """,
    "cant-tell": """
        so she/he/they can't/cannot/won't/couldn't tell | so she/he/they can't/cannot report
        so she/he/they can't/cannot tell anyone/anybody/them | so nobody finds out
        so no one finds out | so she/he/they can't/cannot call for help
    """,
    "prevent": "prevent | keep | block",
    "comm-verb": """
        texting | messaging | talking to | calling | seeing | dating | sleeping with
        chatting with | meeting | emailing | hanging out with | talking with | texts
        talks to | meets | calls | phoning | ringing
    """,
    "install": """
        install | hide | put | plant | place | attach | stick | hook up | set up | slip
        sneak | mount | load | download _ onto | download _ on | get _ onto | get _ on
        put _ on | install _ on
    """,
    "spy-device": """
        hidden camera | hidden cameras | spy camera | spy cam | secret camera
        pinhole camera | spyware | stalkerware | spy app | spy apps | spying app
        tracking app | monitoring app | keylogger | gps tracker | tracker | tracking device
        airtag | air tag | tile tracker | listening device | hidden microphone | hidden mic
        hide a/the camera/cam/microphone/mic/recorder | hide cameras/microphones
    """,
    "intimate-place": """
        bathroom | bathrooms | shower | showers | bedroom | bedrooms | changing room
        changing rooms | locker room | locker rooms | dressing room | toilet | toilets
        restroom | restrooms | guest room | airbnb | hotel room | fitting room
    """,
    "profile-verb": """
        identify | track | monitor | surveil | profile | list | catalog | register
        database of | dossier on | dossiers on | watchlist | watch list | blacklist | spy on
        photograph | facial recognition | face recognition | scrape | unmask | expose | dox
        compile | tag | round up
    """,
    "watched-group": """
        protesters | protestors | demonstrators | activists | dissidents | journalists
        reporters | opposition | opposition members | political opponents | critics | voters
        union members | whistleblowers | lgbt people | gay people | muslims | jews
        undocumented immigrants | refugees | minorities | citizens | organizers
        human rights defenders
    """,
}
