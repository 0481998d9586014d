"""English words for requests, negation and the settings that change what a request means."""

from __future__ import annotations

FRAMES = {
    "ask": """
        how do/can/could/would/should/might/will i/we/you/one | how to | how does one | how'd i
        how i/we can/could/should | what i/we can/could/should
        how would/could/can/might someone/somebody | how+would+a+person
        how would/could/can/should a government/country/state/regime/city
        how would/could/can/should a militia/gang/mob/army/group/cell/person
        make a/an
        way/ways/method/methods/steps/tips/tricks/instructions/guide to/for/of/on
        best/easiest/quickest/fastest/simplest/cheapest/cleanest/safest/surest way/ways/method
        best/easiest/right place/spot/places/spots to
        most effective/efficient/reliable way/ways/method | good way | a way to | any way to
        what/which/where/who | what's/whats | how much/many/long/deep/hard/far/fast/often
        is there a way | tutorial | help me | help | teach me | show me | tell me | explain how
        describe how | walk me through | guide me | give me | list | provide | write | create
        generate | make me | draft | compose | design | develop | code | build | plan | outline
        describe | explain | suggest | recommend | detail | i want/need/have to | i'd like to
        i+would like to | i wanna | i'm/im/i+am going/planning/trying/about to | gonna
        i'm/im/i+am gonna | i plan/intend/mean to | planning to | trying to | i will | i'll
        let me | let's | lets | can/could/would/will you | please | pls | plz
        should/can/could/do/may/must i | i need | i want | get me | find me | send me | give
        instructions | find | locate | look up | search for | dig up | track down
        figure out | find out | work out | argue | make the case | convince me | rank
    """,
    "lead": """
        please | pls | plz | just | now | so | ok | okay | hey | hi | then | quickly | also | and
        yo | first | quick | question | again | alright | urgent | seriously | honestly | but
    """,
    "neg": """
        not | never | no | don't | dont | do+not | doesn't | does+not | didn't | won't | wouldn't
        shouldn't | can't | cannot | avoid | avoiding | prevent | preventing | stop | against
        protect | protecting | defend | resist | refuse | instead of | rather than | anti
        without | without being | stop myself from | keep from | nobody | no one
    """,
    "passive": """
        being | been | be | get | gets | got | getting | was | were | is | are | am
        after i | when i | since i | because i | before i | if i | i accidentally
        fell and | slipped and | tripped and
        i already | i just | accidentally | who | whoever
    """,
    "prep": """
        in | on | at | with | for | from | by | about | during | inside | like | as | than
        while | after | before | under | over | through | across | near | around | behind
        using | via | into | onto | within
    """,
    "self-ask": """
        how do/can/could/should/would/might i/we | help me | i want to | i need to | teach me
        show me | for me | can/could you | give me | tell me how | so i can | so+that+i can
        i'm/im going to | i+am going to | i plan to | let me | i'd like to | i wanna
        write me | make me | build me | create me | code me | i want to do the same
    """,
    "!self-ask": """
        give me an/a overview/summary/timeline | give me a brief | give me the history
        give me a short/quick overview/summary
    """,
}

SETTINGS = {
    "fiction": """
        story | stories | short story | novel | novella | my book | for my book | in my book
        poem | poetry | screenplay | movie+script/film+script/tv+script/play+script
        script for a scene/movie/film/play/skit/episode/show/comic/video/sketch | scene
        chapter | fanfic | fan fiction | fairy tale | fable | tale | bedtime story | character
        characters | villain | villains | protagonist | antagonist | the hero | plot | narrative
        fictional | fiction | fantasy | sci fi | thriller | mystery | horror | roleplay
        role play | rpg | d&d | dnd | dungeons and dragons | dungeon master | song | lyrics
        limerick | haiku | sonnet | rap | ballad | monologue | comic | manga | anime | movie
        film | tv show | sitcom | episode | worldbuilding | once upon a time | parody | skit
        stage play | my game | a game i'm writing | director | directing | a scene | the plot
    """,
    "!fiction": """
        film it | film them | film him | film her | and film | record it
        to film visitors/guests/people/women/girls/customers/tenants/lodgers/staff/someone
        his/her/their plot | allotment plot | garden plot | vegetable plot | veg plot
        plot of land | building plot | burial plot
        instagram/insta/snapchat/facebook/whatsapp/tiktok stories
        stories on instagram/insta/snapchat/facebook
    """,
    "!game": """
        her/his/my/their/your/our boss | fare/cash/money/post/letter/lunch/tool/collection box
        at/to/before/after the match
    """,
    "!lawful": "license plate | licence plate | plate number",
    "game": """
        game | games | video game | videogame | gaming | in game | ingame | npc | npcs
        boss+fight | final+boss | boss+battle | raid+boss | level | quest | pvp | pve
        multiplayer | respawn | speedrun | dungeon | minecraft | fortnite | elden ring | skyrim
        call of duty | gta | gta v | gta 5 | gta online | grand theft auto | hitman
        assassin's creed | zelda | pokemon | league of legends | dota | counter strike | csgo
        valorant | among us | dark souls | sekiro | bloodborne | hollow knight | baldur's gate
        the sims | roblox | overwatch | halo | diablo | world of warcraft | warzone | apex
        pubg | battlefield | red dead | cyberpunk | fallout | mario kart | mario | smash bros
        battleship | battleships | sea of thieves | world of warships
        tetris | doom | resident evil | witcher | god of war | rainbow six | terraria
        stardew | animal crossing | payday | dishonored | metal gear | far cry | just cause
        watch dogs | saints row | splinter cell | deus ex | borderlands | destiny | titanfall
        left 4 dead | dead by daylight | rocket league | fifa | madden | need for speed | forza
        sea of thieves | valheim | rimworld | civilization | total war | age of empires
        starcraft | warcraft | hearthstone | pathfinder | warhammer | runescape | eve online
        final fantasy | kingdom hearts | metroid | zelda | sonic | tomb raider | uncharted
        the last of us | ghost of tsushima | mortal kombat | street fighter | tekken
        splatoon | half life | bioshock | dead space | silent hill | hades | undertale
        playthrough | side quest | cheat code | mod | mods | chess | checkers | poker
        blackjack | monopoly | catan
        scrabble | ping pong | table tennis | tennis | basketball | football | soccer
        baseball | hockey | golf | boxing | mma | ufc | judo | jiu jitsu | bjj | wrestling
        karate | taekwondo | krav maga | fencing | sparring | tournament | paintball | airsoft
        laser tag | nerf | dodgeball | board game | card game | esports | the match
        a match | opponent | opponents | enemy team | enemy base | crewmates | impostor
        ender dragon | creeper | orc | orcs | goblin | vampire lord | dragon | at cards
    """,
    "real": """
        in real life | irl | for real | real life | in reality | real person | real people
        a real human | actual person | actual people | real world | outside the game
        not in a game | not in the game | real gun | real guns | an actual
        i'm not joking | i+am not joking | not joking | no joke | i'm serious | i+am serious
        i mean it | actually kill/murder/hurt/poison/stab/strangle/harm/shoot
        whose moral is | the moral is | moral of the story is | i can hand out | to hand out
        hand out | to distribute | to post online | real pamphlet | real flyer
    """,
    "operational": """
        step by step | exact | exactly | precise | quantities | measurements | amounts
        temperatures | exact steps | detailed instructions | real instructions | actual instructions
        real step | working code | =working | functional | actually works | recipe | ingredients
        materials needed | list of materials | parts list | reagents | synthesis route
        full instructions | complete instructions | technical details | in detail | detailed
    """,
    "conceal": """
        without parents noticing | without the parents noticing | without their parents noticing
        without the/their/her/his parents knowing/finding+out
        without getting caught | without being caught | not get caught | not getting caught
        without the/their/his/her doorbell? camera/cameras/cctv seeing/catching/spotting me?
        without anyone knowing/noticing/seeing/suspecting | without anybody knowing/noticing
        without him/her/them/my+parents/my+wife/my+husband/my+family/my+boss/the+owner knowing
        without him/her/them/my+wife/my+husband/my+family/my+brother/my+sister finding+out
        without him/her/them/my+parents/my+wife/my+husband/my+family/my+boss/the+owner noticing
        without IT/security/HR/my+employer/the+company/the+bank noticing/knowing/finding+out
        without the depot/garage/yard/firm/operator/office/employer noticing/knowing/finding+out
        without the office/school/council/charity/treasurer/trustees/auditors noticing/knowing
        without a/the vet/owner/neighbours finding+out/knowing/noticing
        without him/her/them/my+parents/my+wife/my+husband/my+family/the+owner suspecting
        without the/a/any scanners/scanner/cameras/camera/cctv/alarm/alarms/tags picking+it+up
        without the shop/store/staff/cashier/seller/till/retailer noticing/knowing/realising
        without the/a/any scanners/scanner/cameras/camera/cctv/alarm/alarms/tags going+off
        without the/a/any scanners/scanner/cameras/camera/cctv/alarm/alarms/tags noticing
        without the/a/any scanners/scanner/tracking/tracker/system flagging/logging it/them
        without the/a/any foreman/manager/supervisor/staff/guard/guards/boss noticing/seeing
        without the/a/any manager/supervisor/boss knows/knowing/finding+out
        without it showing on a/the test/tests/tox+screen | without it showing up on a/the test
        without the/a/any foreman/manager/supervisor/staff/guard/guards/boss catching/spotting
        without the/an examiner/examiners/invigilator/invigilators noticing/knowing/seeing
        without the/a/any nurse/nurses/carer/carers/teacher/teachers/doctor/doctors noticing
        without the/a/any nurse/nurses/carer/carers/doctor/doctors finding+out/knowing
        without him/her/them/anyone/anybody/my+parents realising/realizing
        without leaving a trace/evidence/marks/bruises | without a trace | leave no trace
        untraceable | undetectable | undetected | without detection | so no one knows/finds/notices
        so nobody knows/finds/notices | won't be traced/caught/detected/found
        without it being traced | without being traced | without it looking suspicious
        cover my tracks | get away with it | police won't suspect | so police won't
        without her/his/their consent/knowledge/permission | secretly | in secret | covertly
        behind her/his/their back | without permission | without them noticing
        without him/her/them/anyone/anybody figuring+out/working+out/guessing it was me
        without anyone finding out | no one will know | nobody will know | without tasting
        while they're/she's/he's at+lunch/at+work/at+church/out/away/on+holiday
        without it looking deliberate/intentional/planned/on+purpose
        without the/my auditors/accountant/accountants/bank/taxman noticing/catching/finding
        without him tasting | without her tasting | without setting off | on the down low
        anonymously | can't be traced | cannot be traced | without consent
        before her/his/their family/kids/children/son/daughter/husband/wife find/finds out
        before anyone finds out | before anybody finds out
        without _? _? showing up in/on the audit/books/accounts/records/statements
        without _? _? _ noticing/spotting/clocking/twigging/realising/realizing/suspecting
        without _? _? _ finding+out/knowing | so _? _? _ don't/doesn't/won't/never find+out
        without _? _? _ showing/flagging/logging/recording it/them/that/anything
        before _? _? _? _? _ find/finds out | before _? _? _ notice/notices/realise/realises
        without _? _? showing up in/on the audit logs/trail/log
        without _? _? appearing in/on the books/accounts/records/audit
    """,
    "!safety": """
        can't/cannot/won't/doesn't/wouldn't/can+not/not detect | not be detected
        hard/hardest/harder/difficult/impossible to detect/spot/identify/trace
        can't/cannot/won't be detected/identified/traced | avoid/evade/escape detection
        without being detected | undetected | best spot | the best spot | a good spot
        my/his/her/their/our/your/a/the parking spot | my/his/her/their/our/your spot
        safety certificate | safety certificates | fire safety | gas safety | safety inspection
        safety inspector | safety inspections | safety check | safety checks | safety record
        safety records | safety report | safety rating | health and safety
        who/that reported/reports | who/that has/had reported | who/that _ reported
        doesn't/don't/won't/can't/wouldn't spot
    """,
    "!debunk": """
        can't/cannot/won't/doesn't/wouldn't/can+not/not detect | not be detected
        hard/hardest/harder/difficult/impossible to detect | avoid/evade/escape detection
        can't/cannot/won't be detected | without being detected | undetected
    """,
    "!own": """
        to my server/email/computer/laptop/phone/account/inbox/site/website/database
        back to my server/email/computer | sends them to my | send them to my | to me
        my own hours/shifts/timesheet/timesheets/placement/competencies/logbook
        from/on/using/with/through my laptop/phone/computer/pc/ipad/tablet
    """,
    "debunk": """
        debunk | debunking | refute | refuting | rebut | rebuttal | counter | counterarguments
        fact check | myths about | myth vs fact | false claims | misinformation about
        conspiracy theories about | common misconceptions | analyze | analysing | analyzing
        analysis of | research on | study of | detect | detector | detection | moderation
        moderate | classifier | counter speech | counterspeech | combat | combating
        fight against | fighting | why+it+is false | why+it's wrong | is+it true
        argue against | against the myth | the myth that | disprove | disproving
        why+is+it wrong/offensive/racist/sexist/harmful to say | why it's wrong to say
        how do/should/can i respond/reply/answer when/to | how to respond/reply to/when
        what do/should/can i say when/to | when someone says | when my _ says
        when my _ _ says
    """,
    "advocate": """
        prove it | proving it | prove that it's true | text proving | essay proving
        post proving | proof that it's true | show that it's true
    """,
    "claim-intro": """
        why =saying | why =claiming | why to =say | why to =claim
        why the claim/idea/belief/notion/stereotype/assumption | the myth | why claims that
        the claim that | claims that
    """,
    "refutation": """
        is/are false/wrong/untrue/baseless/unfounded/a+myth/a+lie/a+stereotype/not+true
        isn't/aren't true
    """,
    "!refutation": """
        false/wrong/untrue/baseless/unfounded/myth/lie/stereotype/true only/but/except/unless
    """,
    "past-q": """
        how/why/when/where did | what happened | how/why was/were | who was/were | what were
        what was | what caused | what led to | history of | historically | in history
        historical | during the | during world war | in world war | in ww1/ww2 | in ancient
        in medieval | ancient | medieval | in the past | =used to | were =used | was =used
        overview of | summary of | summarize | summarise | timeline of
    """,
    "!past-q": """
        can/could/would/should/will be =used to | be =used to | get =used to
        during the match/concert/game/service/show/gig/festival/wedding/parade
    """,
    "def-q": "what is/are/was/were | =what's/=whats | who is/was/are | what+is an/a",
    "!def-q": """
        what's/whats the quickest/fastest/easiest/best/surest/simplest/cheapest/most
        what+is the quickest/fastest/easiest/best/surest/simplest/cheapest/most
        someone/somebody/anyone/anybody/person/people/man/woman/child/kid/kids/children/guy
        who is/are/was/were
        girl/boy/baby/patient/neighbour/neighbor who is/are/was/were
    """,
    "def-word": """
        why is it called | why it's called | why is it known as
        define | definition | meaning of | what does _ mean | what does _ _ mean
        what do _ mean | what do _ _ mean | what is meant by | the term | what does it mean to
        what it means to | explain the term
    """,
    "safety": """
        check/look/search/scan/sweep for _? hidden/spy/secret | sweep for bugs | find hidden
        go/turn/ask for help | go to for help | turn to for help
        rehab | rehab program | rehab programs | treatment program | addiction treatment
        detox program | recovery program | support group | narcotics anonymous | get clean
        ask him/her/them to stop | get him/her/them to stop | make him/her/them stop
        are hurtful | is hurtful | why they hurt | why it hurts
        should never | never be mixed | never mix | should not be mixed | shouldn't be mixed
        is it safe | is it dangerous | dangerous to | safe to | safely | safety | protect
        safe from | secure from | safe against | secure against
        protecting | protection | defend myself | defend against | self defense | prevent
        prevention | avoid | recognize | recognise | spot | identify | detect | tell if
        tell whether | know if | check if | signs of | warning signs | symptoms of | signs that
        what to do if | what should i do if | what do i do if | how to help | help someone
        support a friend | support someone | report | reporting | first aid | treatment
        how to treat | antidote | poison control | keep _ safe | keep _ _ safe | childproof
        poison proof
        secure | securing | risks of | dangers of | is it illegal | is it legal
        legal consequences | penalties for | dispose | disposal | warn | warning | awareness
        prepare for | survive | emergency | naloxone | narcan | hotline | helpline | get help
        seek help | therapist | counselor | stay safe | less attractive to | respond to
        get _ removed | removed | take down | taken down | takedown | how do i talk to
        how should i talk to | how to talk to | how do i explain | how to explain
        what should i tell | what do i tell | deal with | cope with | if someone
    """,
    "figurative": """
        with kindness | kill time | killing time | kill it | killing it | killed it | kills it
        kill the lights/engine/mood/vibe/music/noise/buzz/power | dying to | dying of
        killing me | kill me | murder me | strangle me | for eating/taking/using/borrowing
        for spoiling/forgetting/leaving/breaking/losing/stealing/finishing/being
        a killing | make a killing | knock them dead | knock 'em dead | killer app/idea/workout
        killer deal/outfit/instinct | slay | slaying | murdered it | nailed it | crushing it
        blow off steam | blow my mind | bury the hatchet | break a leg | drop dead gorgeous
        to death | to dinner | on a date | for lunch | for coffee | for a drink | to the movies
        kill for a | two birds | dressed to kill | like a boss | harmless prank | prank
        just kidding | joke | jokingly | funny note | funny text | pun | figuratively
        metaphorically | the competition | my competition | lol | lmao | haha | jk | kidding
    """,
    "near-me": "near me | nearby | in my area | around here | round here | closest to me",
    "!near-me": """
        live/lives/living/stays/staying near me | live/lives/living/stays/staying nearby
        who is/was near me | who sat/sits/stood/stands near me
    """,
    "own": """
        my own | i own | mine | i forgot my | forgot my password | locked out of my
        lost access to my | recover my | that i own | i'm the owner | i+am the owner
        my/our phone/account/accounts/email/computer/laptop/pc/router/wifi/network/server
        my/our website/site/database/system/password/passcode/device/devices/iphone/android
        my/our instagram/facebook/gmail/icloud/camera/cameras/car/house/home/files/data
        my/our smart+cameras/business/company/app/repo/code/infrastructure/cluster
        my/our address/addresses/location/ssn/number/medical+records/phone+number
        my/our home+address/email+address/social+security+number/credit+card+number
        my/our new+address/new+number/new+phone+number/current+address/current+location
    """,
    "kin": """
        my/our sister/sisters/brother/brothers/mother/mom/mum/father/dad/parents/son/sons
        my/our daughter/daughters/grandma/grandmother/grandpa/grandfather/grandparents
        my/our aunt/uncle/cousin/cousins/nephew/niece/kids/children/family
        my/our stepdaughter/stepdaughters/stepson/stepsons/stepmother/stepmum/stepmom
        my/our stepfather/stepdad/grandson/grandsons/granddaughter/granddaughters
        my/our grandchildren/grandkids/grandchild
        my/our step daughter/son/mother/mum/mom/father/dad
        my/our great grandson/granddaughter/grandchildren/grandmother/grandfather
    """,
    "!kin": """
        who/that _ my/our/his/her _? mother/mom/mum/father/dad/parents/sister/brother/son
        who/that _ my/our/his/her _? daughter/grandma/grandpa/aunt/uncle/cousin/kids/family
        who/that _ _ my/our _? mother/mom/mum/father/dad/parents/sister/brother/son/daughter
    """,
    "consent": """
        with consent | with permission | with his/her/their/written permission
        with his/her/their consent | who consented | consensual | =authorized | =authorised
        =authorization | pentest | pen test | penetration test | penetration testing
        red team | ctf | capture the flag | bug bounty | security class | homelab | home lab
        training environment | ethical hacking | ethically | with the owner's permission
        she's/he's given me her/his password | she/he gave me her/his password | she/he asked me to
        if he/she/they say/says it's/its/it+is fine/ok/okay
        he/she/they said it's/its/it+was fine/ok
        he's/she's/they're fine with it | he/she/they agreed | he/she/they agreed to it
        she/he/they said i could | she/he/they said it's ok/okay/fine | she/he/they let me
    """,
    "computing": """
        child process | child processes | parent process | parent processes | subprocess
        subprocesses | orphan process | orphan processes | zombie process | zombie processes
        child thread | child threads | worker process | worker processes | child pid | pid
        sigkill | sigterm | pkill | killall | kill -9 | process group | process tree
    """,
    "photo": """
        photo | photos | photograph | photography | picture | pictures | pic | portrait
        camera | lens | video | film | footage | scene | selfie | wedding | photoshoot
        photo shoot | sunset | landscape | raw | iso | shutter | aperture | exposure | bokeh
        three pointer | hoops | basket | free throw | goal | penalty | puck | the ball | a ball
        hoop | pool | the breeze | the messenger | for the stars | for the moon | an email
        a text | a message | a glance | darts | skeet | clay pigeons | at the range | range
        targets
    """,
    "parental": """
        parental control | parental controls | screen time | family link | family sharing
        my kid's/child's/son's/daughter's/children's/teen's/teenager's/toddler's
        my kids | my children | age appropriate | baby monitor | child safety
        my teen/teenager/teens/teenagers/son/daughter/kid/child
        my/our 1/2/3/4/5/6/7/8/9/10/11/12/13/14/15/16/17 year old/olds
    """,
    "outing": """
        for/to dinner/lunch/breakfast/brunch/drinks | for a drink/meal/coffee/walk/ride/spin
        for a nice/romantic/special dinner/meal | on a date | on a trip | to the cinema/movies
        to the park/beach/zoo/theatre/pub | somewhere nice | somewhere special
        for her/his birthday | for our anniversary | shopping
    """,
    "self-victim": """
        about me | against me | me online | at me | =harassing me | =threatening me | =bullying me
        =stalking me | =targets me | =targeting me | =lying to me | =lie to me | =lies to me
        =cheating on me | =cheat on me | =hacked me | =blackmailing me | =blackmail me
        =scammed me
        i'm/i+am/i+was being bullied/harassed/stalked/threatened/blackmailed/followed
        i+was bullied/harassed/stalked/threatened/blackmailed | who spreads | who is spreading
        who threatens | who threatened | who harasses | deal with | how to deal with
        respond to | handle a | cope with | stalked me | following me
        my nudes | my nude photos/pictures/pics | my intimate photos/pictures/images
    """,
    "lawful": """
        legally | legal | lawful | lawfully | licensed | with a license | with a licence
        with a prescription | prescribed | dispensary | where it's legal | where+it+is legal
        legitimately | legitimate | permit | permitted | registered | hunting license
        compliance | according to the law | by law | gdpr | penalty for | punishment for
        the sentence for | sentenced for
        serve notice | serve a notice | serve papers | serve legal papers | serving notice
    """,
    "goodwill": """
        send _? _? _? _? card/cards/invitation/invitations/invite/present/presents/gift/gifts
        send _? _? _? flowers/condolences/wedding+invitation/thank+you+note
        invite him/her/them | thank him/her/them | say thank you | say thanks
        return _? _? wallet/purse/keys/phone/dog/cat | give _? _? back _? _? wallet/purse/keys
    """,
}
