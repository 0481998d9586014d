"""English words for physical harm: violence, weapons, drugs and self-harm."""

from __future__ import annotations

PRIVATE_PEOPLE = """
    someone | somebody | anyone | anybody | a person | person | people | a human | human
    humans | man | woman | men | women | guy | girl | boy | lady | gentleman | kid | kids
    child | children | baby | babies | toddler | infant | teen | teenager | student | students
    classmate | roommate | neighbor | neighbour | neighbors | neighbours | coworker
    co worker | coworkers | colleague | colleagues | boss | manager | employee | employees
    employer | landlord | landlady | tenant | wife | husband | spouse | partner | girlfriend
    boyfriend | gf | bf | ex | ex wife | ex husband | ex girlfriend | ex boyfriend | fiance
    fiancee | mother | mom | mum | father | dad | parents | parent | stepdad | stepmom
    stepfather | stepmother | stepson | stepdaughter | mother in law | father in law | sister
    brother | sibling | son | daughter | grandma | grandmother | grandpa | grandfather | gran
    granny | nan | nana | nanna | grandad | granddad
    brother in law | sister in law | son in law | daughter in law
    grandparents | aunt | uncle | cousin | nephew | niece | family | friend | friends
    best friend | teacher | professor | principal | coach | doctor | nurse | cashier | waiter
    guy/girl/woman/man/lady/kid/family next door
    driver | stranger | strangers | hitchhiker | jogger | pedestrian | cyclist | homeless
    prostitute | sex worker | witness | victim | hostage | hostages | prisoner | inmate
    cellmate | cell mate | cellie | fellow inmate | fellow prisoner | customers | clients
    security guard | guard | bouncer | journalist | reporter | activist | protester | streamer
    youtuber | influencer | rival | customer | client | patient | old man | old lady
    resident | residents | care home resident | pupil | pupils | lodger | mentor | tutor
    lecturer | supervisor | line manager | team leader | warden | caretaker | janitor | porter
    foreman | forewoman | site manager | shift leader | shift manager | chargehand
    concierge | carer | carers | cleaner | nanny | babysitter | shop owner | salon owner | deputy
    deputy head | deputy manager | postman | postwoman | postie | courier | delivery driver
    gp | pharmacist | dentist | midwife | social worker
    business owner | owner
    barista | bartender | barman | barmaid | receptionist | hairdresser | barber | plumber
    electrician | builder | mechanic | waitress | shop assistant | sales assistant | lifeguard
    driving instructor | instructor | personal trainer | referee | umpire | paramedic
    firefighter | physio | physiotherapist | therapist | counsellor | counselor | librarian
    bus driver | taxi driver | cabbie | uber driver | chef | butcher | childminder | au pair
    gardener | estate agent | letting agent | solicitor | accountant | teaching assistant
    dinner lady | lollipop lady | shop worker | care worker | support worker | health visitor
    optician | tattoo artist | nail tech | beautician | dog walker | dog groomer
    elderly | elderly person | elderly people | old people | senior | seniors | widow
    widower | him | her | them | this guy | that guy | this girl | that girl | gang member
    user | twitter/reddit/instagram/tiktok/facebook/discord user | account owner | commenter
    poster | redditor | anonymous account | girl online | guy online | woman online
    year old | year olds | diabetic | diabetics | addict | addicts | alcoholic | alcoholics
    adult | adults | an adult | grown man | grown woman
    flatmate | flatmates | housemate | housemates | roommates | squatter | squatters | intruder
    intruders | trespasser | trespassers
    my crush | my date | a date | tinder/bumble/hinge/online/dating+app match | business partner
    favorite/favourite singer/actor
    favorite/favourite actress/celebrity/streamer/youtuber/influencer | cheater | snitch
"""

PUBLIC_PEOPLE = """
    cop | cops | police officer | officer | policeman | judge | president | prime minister
    senator | congressman | politician | mayor | governor | king | queen | prince | princess
    leader | ceo | celebrity | celebrities | singer | actor | actress | pope | priest | rabbi
    imam | soldier | soldiers | troops | civilians
"""

MARKED_PEOPLE = """
    witness | witnesses | informant | informants | snitch | the guard | guards | security guard
    sentry | bodyguard | rival gang member | rival | target | the target | hostage | hostages
"""


def _possessed(people: str, before: str = "") -> str:
    """The same people as somebody's own ("my classmate", "our neighbour"): real, not fictional;
    `before` is a word they follow ("of my classmate")."""
    entries = [entry.strip() for entry in people.replace("\n", "|").split("|") if entry.strip()]
    return "\n".join(f"{before} my/our/his/her/their _? {entry}" for entry in entries)


VIOLENCE = {
    "marked-person": MARKED_PEOPLE,
    "known-person": _possessed(PRIVATE_PEOPLE)
    + "\nmy/our/his/her/their _? mate/mates/pal/pals/buddy",  # not "how do dogs mate"
    "known-person's": "my/our/his/her/their _? bfs/gfs/exs",  # "my bfs snapchat password"
    "private-person's": "bfs | gfs | exs",
    "person-of": _possessed(PRIVATE_PEOPLE, before="of"),
    "person": PRIVATE_PEOPLE + "|" + PUBLIC_PEOPLE,
    "private-person": PRIVATE_PEOPLE,
    "pet": """
        dog | dogs | puppy | puppies | cat | cats | kitten | kittens | pet | pets | horse
        hamster | rabbit | bunny | parrot | goat | animal | animals | stray | strays | koi
        koi carp | goldfish | tortoise | guinea pig | ferret | budgie | pony | donkey
    """,
    "wild-animal": """
        sparrowhawk | hawk | buzzard | red kite | kite | peregrine | falcon | owl | badger
        bat | otter | heron | osprey | eagle | golden eagle | hen harrier | harrier | fox
        seal | deer | hedgehog | bird of prey | birds of prey | swan | kestrel
    """,
    "leave-word": "leave | leaves | leaving | left",
    "fight-word": "fight | fighting | fights | scrap",
    "wager": """
        bet | betting | bets | wager | wagers | gamble | gambling | bookie | bookies | prize money
        make _? _? _? money | make _? _? _? cash
    """,
    "hurt": """
        kill | murder | poison | stab | strangle | choke | suffocate | smother | drown | behead
        gas | ambush | run _ over | run _ _ over | eviscerate | disembowel | impale | flay
        skin _ alive | garrote | strangulation | ligature strangulation
        decapitate | torture | maim | mutilate | dismember | beat up | beat | assault | attack
        hurt | harm | injure | wound | kidnap | abduct | rape | molest | execute | assassinate
        slaughter | massacre | butcher | gut | hang | lynch | burn alive | set fire to
        run over | run down | knock out | punch | kick | stomp | bludgeon | bash | pistol whip
        shank | shiv | cut up | disfigure | throw acid on/at | paralyze | electrocute
        bury alive | smack | slap | hit | whip | abuse | batter | waterboard | eliminate
        exterminate | neutralize | wipe out | finish off | whack | snuff | stalk and kill
        knock down | push down | shove | tackle | trip up
    """,
    "train-animal": "train | teach | encourage | condition",
    "sleep-long": """
        sleep/sleeps through the whole/entire | sleep/sleeps all day | sleep/sleeps for hours
        sleep/sleeps for a whole/the whole day | sleep/sleeps for days | sleep/sleeps all night
        sleep/sleeps through tomorrow | sleep/sleeps through the day
        fall/falls asleep at the wheel | fall/falls asleep driving | nod/nods off at the wheel
        nod/nods off driving
    """,
    "unseen-by-camera": """
        without the/a/any cctv/camera/cameras seeing/catching/spotting/filming me
        without being caught on camera/cctv | out of sight of the cctv/camera/cameras
        where the cctv/camera/cameras can't see
    """,
    "set-on": """
        go for | bite | maul | savage | lunge at | turn on | attack | chase down
    """,
    "!set-on": """
        go for a/an/the/his/her/its _? walk/walks/run/runs/jog/swim/ride/wee/poo/drive/treat
        go for a/an/the/his/her/its _? treats/ball/toy/stick | not to bite | not bite
        not to go for | not go for | not to attack | not attack | stop biting | stop attacking
    """,
    "!known-person": """
        for me and my/our _? kids/children/son/sons/daughter/daughters/baby/babies/family
        for myself and my/our _? kids/children/son/sons/daughter/daughters/baby/babies/family
    """,
    "!person": """
        final boss | boss fight | boss battle | mini boss | raid boss | end boss | level boss
    """,
    "!hurt": """
        hurt _ feelings | hurt _ _ feelings | hurt feelings | hit _ up | hit up | hit on
        beat _ at | beat _ _ at | beat the heat | beat the traffic | beat eggs | attack _ problem
        kill _ vibe | kill _ buzz | kill _ mood | hit the gym | hit the road | hit the books
        slaughter/butcher/gut/skin/dress a/the/my/our _? goat/goats/lamb/sheep/pig/pigs/cow
        slaughter/butcher/gut/skin/dress a/the/my/our _? rabbit/rabbits/chicken/chickens/hen
        slaughter/butcher/gut/skin/dress a/the/my/our _? deer/fish/turkey/duck/calf
    """,
    "hire": """
        hire | hiring | contract | pay | find | get | become | work as | contact | where to find
        reach | get in touch with
    """,
    "illicit-service": """
        hitman | hit man | hitmen | contract killer | assassin for hire | hired killer
        killer for hire | hacker for hire | human smuggler | human trafficker | arms dealer
        arms dealers | fence for stolen goods | money launderer | forger | organ broker
    """,
    "illegal-trade": """
        sell/buy/selling/buying _? kidney/kidneys/organ/organs/liver | organ black market
        black market organs | sell/buy/selling/buying _? ivory/rhino+horn/tiger+parts
        sell/buy/selling/buying _? baby/child/children/girls/slaves | poach/poaching
        poach elephants/rhinos | smuggle exotic animals | trade in endangered
    """,
    "shoot": """
        shoot | snipe | gun down | shoot up | open fire on | fire at | headshot | fire _ at
        fire _ _ at | point _ gun at | point _ _ gun at | pull _ gun on | pull _ knife on
        aim _ at | aim _ _ at
    """,
    "remove": """
        get rid of | terminate | silence | take care of | deal with | remove | erase
        make _ disappear | make _ _ disappear | make _ vanish | shut _ up | dispose of
        put down | end | finish | take out | handle
    """,
    "!remove": """
        get rid of fleas/worms/ticks/mites/lice/parasites/hairballs/tapeworms
        get rid of the/its/his/her/their fleas/worms/ticks/mites/lice/parasites/smell/hairballs
    """,
    "commit-crime": "commit | carry out | pull off | plan | perpetrate | stage",
    "violent-crime": """
        murder | a murder | the perfect murder | homicide | a homicide | manslaughter
        a massacre | arson | a mass shooting | a school shooting | a stabbing | a kidnapping
        a terrorist attack | a terror attack | an assassination | a lynching | a hate crime
        a drive by | a drive by shooting | a hit and run
    """,
    "use-on": "use it on | use them on | use this on | use that on | try it on | test it on",
    "how-to-do-it": """
        how to do it | how to commit it | how do i do it | how can i do it | how i can do it
        how would i do it | best way to commit it | best way to do it | easiest way to do it
        way to commit it | how to pull it off | how to carry it out | how to get away with it
        how to do it without | how i could do it | teach me to do it | show me how to do it
        how i'd do it | how i would do it | how i'd use it | how would i use it
    """,
    "perpetrators": """
        the men who carried out | the people who carried out | those who carried out
        the soldiers who carried out | the perpetrators of | the killers of | the architects of
        the men behind | those responsible for | the men responsible for | the people behind
        the people responsible for | the soldiers responsible for | the men who committed
        the people who committed | those who committed | the militias who | the _ militias who
        the militiamen who | the _ militiamen who
    """,
    "repeat-how": """
        how could it be repeated | how can it be repeated | how could we repeat it
        how can we repeat it | how to repeat it | how would i repeat it | how do we repeat it
        how could it be done again | how to do it again | how we could do it again
        how to replicate it | how could we replicate it | how do i replicate it
        how it could be repeated | how it can be repeated | how to make it happen again
        how could/can/would/might/should _ do it again
        how could/can/would/might _ _ do it again | how could/can/would/might _ repeat/replicate it
        how could/can/would _ _ repeat/replicate it
        use the same method/methods/tactics/approach/techniques on/against
    """,
    "method-of": """
        on how to | about how to | how to | how they managed to | the best way to
        the way they managed to | the method they used to | their method to
    """,
    "eliminate": """
        get rid of | take out | finish off | silence | eliminate | dispose of | put down
        end | off | waste | whack | ice
    """,
    "vanish": "disappear | vanish | go away for good | never come back | never be found",
    "do-that-to": "do that to | do the same to | do this to | do it to",
    "set-fire": """
        set _ on fire | set _ _ on fire | set _ _ _ on fire | set _ _ _ _ on fire
        set _ _ _ _ _ on fire | set fire to | burn down
        burn _ down | burn _ _ down | torch
    """,
    "occupied": """
        while they're/she's/he's inside | while they+are inside | while she/he is inside
        with them/her/him inside | with people inside | with the family inside
        while they're/she's/he's asleep | while they sleep | while she/he sleeps
        while they're/she's/he's out on it | while she/he is out on it | with them/her/him on board
        with them/her/him in it | while they're/she's/he's on it | while she/he is on it
    """,
    "vessel": """
        boat | boats | yacht | dinghy | canoe | kayak | ship | ferry | raft | narrowboat
        jet ski | speedboat | fishing boat
    """,
    "sink": """
        sink | sinks | capsize | capsizes | flip over | go under | take on water | spring a leak
    """,
    "wound-intent": """
        so the wound doesn't/won't heal | so it doesn't/won't heal | so it never heals
        so it leaves a scar | so it scars | bleeds the most | bleed the most | bleed out
    """,
    "finality": """
        permanently | for good | forever | once and for all | without a trace | for real
        in a way police won't suspect | without it looking suspicious | never comes back
        for life | look like an accident | look natural | so no one finds
    """,
    "deface": """
        key | scratch | scrape | dent | egg | spray paint | spray-paint | graffiti | vandalise
        vandalize
    """,
    "injure": """
        break | snap | crush | smash | cut | cut off | slice | fracture | dislocate | twist
        slash | slit | cave in | bash in
        burn | stab | gouge | gouge out | rip out | pull out | blind | bite off | sever
    """,
    "owner": """
        his | her | their | someone's | somebody's | anyone's | anybody's | other people's
        a person's | people's | this guy's | that guy's | this girl's | that girl's
        the victim's | a stranger's | target's | the target's | others
    """,
    "body-part": """
        neck | throat | windpipe | arm | arms | leg | legs | knee | knees | kneecap
        kneecaps | hand | hands | fingers | finger | skull | head | face | jaw | nose | ribs
        spine | back | eyes | eye | teeth | wrist | ankle | foot | feet | kidney
    """,
    "harm-phrase": """
        knock _ out cold | knock _ _ out cold | knock someone out | beat _ up | beat _ _ up
        beat the shit out of | beat _ to death | beat _ _ to death | put _ in the hospital
        put _ in a coma | push _ down the stairs | push _ _ down the stairs
        push _ off a cliff/bridge/roof/balcony | push _ _ off a cliff/bridge/roof/balcony
        push _ _ _ down the stairs | push _ _ _ _ down the stairs
        make it look like _ tripped/fell | make it look like _ _ tripped/fell
        run _ off the road | run _ _ off the road | choke _ out | choke _ _ out
        shoot through _ door | shoot through _ _ door | shoot through the door
        set _ on fire | set _ _ on fire | slit _ throat | slit _ _ throat | cut _ throat
        break _ neck | snap _ neck | crush _ windpipe | stab _ to death | strangle _ to death
        knock _ unconscious | knock _ _ unconscious | render _ unconscious | make _ pass out
        make _ _ pass out | make _ stop breathing | make _ _ stop breathing
        make sure _ never walks again | make sure _ _ never walks again | never walk again
        make _ house/home/car/apartment/shop/store catch fire
        make _ _ house/home/car/apartment/shop/store catch fire
    """,
    "sicken": """
        make _ sick | make _ _ sick | make _ ill | make _ _ ill | make _ throw up
        make _ _ _ sick | make _ _ _ ill
        make _ _ throw up | make _ vomit | make _ _ vomit | give _ food poisoning
        give _ _ food poisoning | so she/he/they lose/loses her/his/their voice
        so she/he/they feel/feels/get/gets/is/are/falls/fall sick/ill
        so she/he/they throw/throws up | so she/he/they start/starts vomiting
        so she/he/they can't/cannot perform/sing/play/speak | so she/he/they throw/throws up
        so she/he/they get/gets sick/ill | so she/he/they pass/passes out
        so she/he/they get/gets really/very/properly/so/seriously sick/ill
        so she's/he's/they're too ill/sick | so she/he is too ill/sick | so they are too ill/sick
        so she's/he's/they're sick/ill | so she/he is sick/ill | so they are sick/ill
        so she/he/they can't/cannot work/come+in/get+up
        gives/give her/him/them a reaction | gives/give her/him/them an allergic reaction
        sets/set off her/his/their allergy | triggers/trigger her/his/their allergy
        makes/make her/him/them react
        make _ collapse | make _ _ collapse | make _ _ _ collapse
        so she/he/they collapse/collapses | so she/he/they/it sicken/sickens
        so she/he/they end/ends up in hospital | so her/his/their hair falls/fall out
        give _ diarrhoea | give _ _ diarrhoea | so she/he/they has/have an attack
        make _ heart play up | make _ _ heart play up | make _ _ _ heart play up
        so she/he/they come/comes/break/breaks out in a rash | so she/he/they get/gets a rash
    """,
    "!sicken": "sick less | less sick | sick anymore | sick any more | sick so often",
    "staged-death": """
        can't tell it was murder | cannot tell it was murder | can't tell it was a murder
        make it look like an/a accident/suicide/overdose/robbery | make it look accidental
        make it look like natural causes | make it look like a heart attack
        look like an/a accident/suicide/overdose | look like natural causes | look accidental
        look like a heart attack | seem like an/a accident/suicide | death look like
        look like a natural heart+attack/death/stroke | look like a stroke | pass as natural causes
        appear accidental | appear natural | stage a suicide | staged suicide | fake suicide
        get away with murder | get away with killing | perfect murder | untraceable murder
        undetectable murder | police won't suspect | without the police suspecting
    """,
    "dispose": """
        dispose of | get rid of | hide | bury | dissolve | burn | dump | conceal | cremate
        chop up | dismember | clean up
    """,
    "body": """
        a body | the body | dead body | bodies | corpse | corpses | remains | human remains
        body parts | cadaver | a dead person | murder weapon | blood | bloodstains
    """,
    "poison-noun": """
        poison | poisons | toxin | toxins | venom | cyanide | arsenic | strychnine | thallium
        antifreeze | ethylene glycol | rat poison | polonium | ricin | digitalis | foxglove
        oleander | nightshade | belladonna | hemlock | poisonous substance | lethal substance
        carbon monoxide | exhaust fumes | chloroform | nerve agent | sarin
    """,
    "undetectable": """
        undetectable | undetected | hard/hardest/harder/difficult to detect/trace
        untraceable | won't/wont/doesn't/not show up | does+not show up | won't be detected
        can't be detected | cannot be detected | leaves no trace | without a trace
        not detectable | in an autopsy | tox screen | toxicology | without being detected
    """,
    "screening": """
        airport scanner | airport scanners | airport security | security scanner
        security scanners | metal detector | metal detectors | bag check | bag scanner
        x-ray machine | x-ray | security check | security checkpoint | security gate
        security gates | the scanner | the scanners | body scanner | baggage check
        sniffer dog | sniffer dogs | drug dog | drug dogs | detection dog | detection dogs
        customs check | customs checks | customs officers | border force
    """,
    "weapon-noun": """
        weapon | weapons | knife | knives | gun | guns | pistol | rifle | shotgun | firearm
        machete | axe | hammer | baseball bat | crowbar | crossbow | crossbows
    """,
    "kill-verb": "kill | murder | die | dead | lethal | fatal | finish off | take out",
    "take-out": "take out",
    "halt": "stop | halt",
    "honour": "honour | honor | pay tribute to | salute | commemorate",
    "put-word": "put",
    "down-word": "down | to sleep",
    "property": """
        car | car's | van | windscreen | windshield | windows | window | tyres | tires | house
        fence | front door | motorbike | bike | garden | shed | greenhouse | paintwork
    """,
    "school-word": "school | schools | college | playground | pupils | kids | teenagers",
    "vital": "heart | heartbeat | breathing",
    "!vital": "heart from | heart attack | heart attacks | heartburn",
    "destroy": """
        blow up | bomb | firebomb | set fire to | burn down | torch | attack | shoot up | poison
        start a fire in/at | set a fire in/at
        contaminate | derail | crash into | drive into | ram into | sabotage | destroy | gas
        sink | scuttle | capsize
        storm | hijack | shoot at | open fire at/in/on | gun down | run over | set _ on fire
        set _ _ on fire | blow _ up | blow _ _ up
    """,
    "wire-up": """
        wire | rewire | rig | booby trap | booby-trap | tamper with | modify | set up | fix
    """,
    "catch-fire": """
        so it catches fire | so that it catches fire | so it bursts into flames
        so it goes up in flames | to catch fire | to burst into flames | to go up in flames
        catches/catch fire while | explodes/explode while | blows/blow up while
    """,
    "shock-trap": """
        so it/that shocks/electrocutes | so that it shocks/electrocutes | so it gives _? shock
        to shock/electrocute whoever/anyone/someone/people | shocks/electrocutes whoever/anyone
        electrocute whoever/anyone/someone | shock whoever/anyone
    """,
    "eat-word": """
        eat | eat something | swallow | swallow something | wolf down | gobble | chew on
    """,
    "get-shock": """
        get/gets/getting _? shock | get/gets/getting _? proper/nasty/real/big/good shock
        get/gets/getting zapped/electrocuted/fried | get/gets/getting _? jolt
        give/gives _ a shock | give/gives _ a proper/nasty/real/big/good shock
    """,
    "mains": """
        mains | the mains | mains power/electricity/supply/cable | plug socket | wall socket
        240 volts | 230 volts | 240v | 230v | 110 volts | household current | live wire
    """,
    "spoiling-agent": """
        salt | rock salt | weedkiller | weed killer | bleach | diesel | petrol | paraffin
        roundup | glyphosate | sodium chlorate
    """,
    "spoiled-theirs": """
        so his/her/their _ is/are ruined | so his/her/their _ _ is/are ruined
        so his/her/their _ die/dies | so his/her/their _ _ die/dies | ruin his/her/their
        so his/her/their _ won't grow | so nothing grows on his/her/their
    """,
    "garden-plant": """
        hedge | hedges | tree | trees | plants | lawn | roses | flowers | shrubs | allotment
        vegetable patch | veg patch | crops
    """,
    "undermine": """
        cut | saw through | weaken | loosen | remove | unbolt | damage | tamper with | undermine
        sabotage | make | cause | knock out | take out | rig | puncture | pierce | disconnect
        unscrew | drill into | do to | mess with | mess about with | fiddle with | interfere with
        block | block up | seal up | stuff up
    """,
    "!undermine": "make sure | make certain",
    "collapse": """
        collapse | cave in | give way | come down | fall down | come crashing down | buckle
    """,
    "crowded": """
        full of people | packed with people | with people on/in/under it/them
        while/when people are on/in/under it | when/while it's full | when/while it is full
        with everyone on it | during the match/concert/game/service/show | crowded | packed
    """,
    "structure": """
        bridge | footbridge | building | grandstand | stand | stands | balcony | stage
        scaffolding | scaffold | roof | ceiling | walkway | platform | stairs | staircase | crane
        tower | dam | floor | deck | pier | jetty | tent | marquee | bleachers
    """,
    "load-bearing": """
        bolts | brake cable | brake cables | brake pads | harness | harnesses | rope | ropes
        straps | ladder | ladders | railing | railings | handrail | supports | struts | rungs
        chain | cable | cables | anchor | anchors | belay | seat belt | seatbelt | zip line
        forklift | forks | hoist | car jack | jack | winch | tail lift | pallet racking | racking
    """,
    "fails-in-use": """
        so/and it/they fail/fails/snap/snaps/break/breaks/collapse/collapses/buckle/buckles
        so/and it/they drop/drops/fall/falls
        so/and it/they give+way/gives+way/come+off/comes+off/fall+off/falls+off/give+out
        so/and it/they gives+out/lock+up/locks+up/cut+out/cuts+out/come+down/comes+down
        so that it/they fail/fails/snap/snaps/break/breaks/collapse/collapses/give+way
        so/and it/they fall+on/falls+on/land+on/lands+on/drop+on/drops+on him/her/them
        so/and the _ drop/drops/fall/falls/fail/fails/snap/snaps/collapse/collapses/give+way
        so/and the _ gives+way/come+down/comes+down/give+out/gives+out
    """,
    "gas-line": """
        gas pipe | gas pipes | gas line | gas lines | gas hose | gas main | gas supply | flue
        boiler flue | gas valve | gas tap | gas fitting | gas meter pipe | pilot light
        gas boiler | gas boilers | gas cooker | gas fire | gas heater | gas oven | gas hob
    """,
    "gas-leak": "leak | leaks | leaking | leaked | escape of gas | gas escape",
    "flue": """
        chimney | chimneys | flue | flues | air vent | air vents | air brick | air bricks
        extractor fan | boiler flue
    """,
    "fumes-back": """
        fumes/smoke come+back/comes+back/build+up/builds+up/blow+back/blows+back
        fumes/smoke come+into/comes+into/fill/fills | carbon monoxide
    """,
    "lifeline": """
        insulin pen | insulin pens | insulin pump | inhaler | inhalers | epipen | epi pen
        epipens | pacemaker | oxygen tank | oxygen concentrator | oxygen supply | oxygen mask
        ventilator | hearing aid | glucose monitor | nebuliser | nebulizer | cpap | cpap machine
        dialysis machine | wheelchair | walking frame | zimmer frame | defibrillator | oxygen
        feeding pump | feeding tube | stairlift | stair lift | mobility scooter
    """,
    "stop-working": """
        stop working | stops working | not work | won't work | doesn't work | fail | fails
        run out | runs out | go empty | break | breaks | give out | gives out | jam | jams
        go soft | goes soft | stop halfway | stops halfway
    """,
    "come-off": """
        come off his/her/their bike/motorbike/horse/scooter | fall off his/her/their bike/horse
        come/fall off | go over the handlebars | crash his/her/their bike/motorbike/scooter
        come/comes/work/works loose | fly/flies off
    """,
    "at-speed": """
        on the motorway/highway/freeway/dual+carriageway | at speed | at high speed
        while he's/she's/they're driving | while she/he is driving | while driving
        when he/she/they drive/drives | when he's/she's/they're driving | in the fast lane
    """,
    "allergic": "allergic | anaphylactic | coeliac | celiac | allergy | allergies",
    "allergen": """
        shellfish | prawns | prawn | shrimp | crab | lobster | peanut | peanuts | peanut butter
        nuts | nut | almonds | cashews | walnuts | sesame | gluten | wheat flour | dairy | eggs
        egg | soy | mustard | celery | lupin | kiwi
    """,
    "flare-up": """
        asthma | asthma attacks | allergy | allergies | eczema | seizures | fits | epilepsy
        migraines | panic attacks | symptoms | condition | diabetes | arthritis
    """,
    "worse": "worse | more often | more frequent | more severe | flare up",
    "maimed": """
        go/goes/went lame | go/goes blind | can't/cannot walk | get/gets hurt | is/be injured
        break/breaks a leg | pull/pulls up lame | be/is lame | get/gets sick/ill | fall/falls ill
    """,
    "kept-animal": """
        fish | tropical fish | guppies | tetras | axolotl | snake | lizard | chickens | hens
        bees | birds | budgies | canary
    """,
    "!kept-animal": "bird feeder | bird table | bird bath | bird seed | birdseed | bird box",
    "feeder": """
        bird feeder | feeder | bird table | food bowl | its food | their food | cat food
        dog food | bird seed | birdseed
    """,
    "place": """
        building | buildings | school | schools | school's | university | campus | church
        mosque | synagogue | temple | cathedral | stadium | arena | concert | festival | parade
        crowd | crowded | mall | shopping mall | market | subway | metro | train station
        station | airport | plane | airplane | aircraft | flight | train | bus | bridge
        tunnel | dam | power plant | nuclear plant | power grid | substation | water supply
        water treatment | reservoir | pipeline | refinery | embassy | parliament | congress
        capitol | courthouse | city hall | government building | government buildings
        police station | military base | hospital | clinic | office | offices | headquarters
        factory | warehouse | house | houses | apartment | garage | car | cars | restaurant
        bar | nightclub | hotel | gym | assembly | classroom | daycare | kindergarten
        playground | neighborhood | town | wedding | funeral | rally | protest | polling station
        data center | services | food | food supply | the food | drinks | the water
        the buffet | baby formula | brakes | brake lines | ship | boat | ferry | vessel | yacht
        cruise ship | tanker | centre | center | refugee centre | refugee center | hostel | shelter
    """,
    "vital-part": """
        engine | engines | brakes | brake lines | fuel line | fuel lines | fuel tank | steering
        landing gear | controls | wiring | tires | tyres | wheels | rudder | autopilot | signals
        tracks | rails | airbags | diesel tank | petrol tank | gas tank
    """,
    "engine-dies": """
        so/and his/her/their/the engine/motor seizes/seizes+up/dies/stalls/blows+up/conks+out
        so/and his/her/their/the car/van/lorry/truck breaks+down/dies/stalls/conks+out/cuts+out
        so/and it seizes/seizes+up/stalls/conks+out/packs+up
    """,
    "crash-it": """
        make _ crash | make _ _ crash | cause _ to crash | cause _ _ to crash | make _ derail
        make _ _ derail | make _ fall out of the sky | make _ _ fall out of the sky
    """,
    "attack-noun": """
        attack/attacks/assault/raid/strike on/at/against | bombing of/at/in
        shooting at/in | mass shooting at | massacre at | terror attack | terrorist attack
        car bomb attack
    """,
    "mass-harm": """
        maximize/maximise casualties | maximum casualties | most casualties | mass casualties
        as many people as possible | as many victims as possible | kill as many
        body count | highest death toll | infect as many | hurt as many | mass shooting
        school shooting | mass murder | suicide bomb | suicide vest | ethnic cleansing
        cut _ brake lines | cut _ _ brake lines | cut the brakes | disable _ brakes
        cut _ _ brakes | cut _ _ _ brakes
        disables _ _ brakes | tamper with _ brakes | sabotage _ _ brakes | mess with _ brakes
        truck attack | vehicle attack | ramming attack | vehicle ramming | drive _ into a crowd
        drive _ _ into a crowd | plow into a crowd | plough into a crowd | mow down people
        run over people | run people over
    """,
    "traffic": "traffic | smuggle | sell | enslave | pimp | prostitute | sex traffic | auction",
    "!traffic": "sell _ on | sell _ _ on | sell myself",
    "promote": """
        glorify | praise | celebrate | romanticize | romanticise | encourage | promote
        justify | applaud | cheer | endorse | inspire | incite | call for | advocate
        normalize | normalise | make _ look cool | make _ seem cool
    """,
    "atrocity": """
        the way the nazis did | like the nazis did | as the nazis did
        holocaust | the holocaust | genocide | slavery | slave trade | apartheid
        ethnic cleansing | massacre | nanjing massacre | nanking | nakba | holodomor | gulag
        gulags | residential schools | trail of tears | september 11 attacks | 9 11
        killing fields | khmer rouge | internment camps | japanese internment | lynching
        lynchings | jim crow | colonialism | concentration camp | concentration camps
        death camp | death camps | extermination camp | extermination camps | extermination
        mass deportation | mass deportations | mass graves | pogrom | pogroms | armenian genocide
        rwandan genocide | srebrenica | srebrenica massacre | final solution | the great purge
        great terror | the great terror | stalin's purges | the purges
        armenian/chechen/acadian/tatar deportation/deportations | the deportations of 1915
        cleared+out/wiped+out/emptied/razed/burned the _? villages/towns
    """,
    "approve-claim": """
        was/were _ necessary | was/were _ _ necessary | a necessary cleansing
        was/were a smart/clever/effective/efficient/sensible/brilliant way/solution/move/policy
        was/were a good/great thing | was/were _ good thing | was/were good | was/were _ good
        was/were the right thing | the right thing to do | was/were necessary | was/were needed
        was/were justified | was/were _ justified | was/were deserved | had it coming
        deserved it | deserved what they got | was/were a great system | was/were great
        should come back | should return | bring _ back | should happen again | do it again
        was/were a success | was/were beneficial | did nothing wrong | were heroes | was heroic
        was/were worth it | was/were a blessing | didn't go far enough | did not go far enough
        was/were a model/example/blueprint to follow | was/were a model/example we should follow
        was/were a model/example for us | was/were a model/blueprint for today
        was/were handled/run/organised/organized/done/managed efficiently/effectively/brilliantly
        was/were handled/run/organised/organized/done/managed very/so efficiently/effectively
        as a cleansing | a cleansing of the land/country/nation
    """,
    "why-was": "why was | why were | why is | why are",
    "tyrant": """
        hitler | adolf hitler | the nazis | nazis | the nazi regime | the third reich | stalin
        pol pot | the khmer rouge | mussolini | idi amin | the kkk | the ku klux klan
        the confederacy | osama bin laden | bin laden | isis | the taliban
    """,
    "emulate": """
        recreate/replicate/repeat/copy the success of | emulate | imitate | do what _ did
        do what _ _ did | follow the example of | follow in the footsteps of
        do the same as | do it like
    """,
    "revive": "bring back | reintroduce | reinstate | restore | revive | legalize | legalise",
    "upside": """
        positive effects/aspects/sides/side/outcomes/impacts of | upsides of | upside of
        good sides/side of | the good things about | what was good about | silver lining of
    """,
    "deserved": "deserved | deserve | deserves | had it coming",
    "approval": """
        a good/great/wonderful/positive thing | good | great | necessary
        a necessary | justified | deserved | the right thing | a success | beneficial
        worth it | a blessing | heroic | admirable | a good idea | good for | right
        overdue | long overdue | a good start | not enough | too lenient | did nothing wrong
    """,
    "!approval": """
        good/great example/examples/case/film/films/movie/book/books/documentary/source/topic
        good/great subject/essay/question/place/way | right now | right after | right before
        good/great at | good/great speaker/speakers/orator/painter/artist/strategist
        right wing | far right
    """,
    "perpetrate": """
        round up | rounded up
        organize | organise | plan | carry out | commit | start | run | set up | build
        orchestrate | perpetrate | launch | replicate | repeat | recreate | implement | stage
        pull off | execute | a plan for | a plan to | blueprint for | get away with
    """,
    "copy-intent": """
        so i/we can copy it | so i/we can make it too | i/we want to make the same
        i/we want to do the same | i/we want to do it too | so i/we can do the same
        do the same here | as a model for | as a blueprint for | as a template for
        as an example to follow | so i/we can replicate | so i/we can copy | i/we want to replicate
        i/we want to copy | how can i/we do the same | we should do the same
        we should do it again | do it again here | repeat it here | replicate it here
        copy it here | so i/we can make the same | so i/we can do it too
        so it can be used/done/repeated/copied again | so it could be used/done/repeated again
        so our/my group/party/movement/organisation/organization/side/lads can copy/replicate
        so our/my group/party/movement/organisation/organization/side/lads can do the same
        so i/we can use it again | so i/we can use the same method/methods
    """,
    "it-one": "it | one | them",
    "breath-test": """
        breathalyser | breathalyzer | breathalysers | breathalyzers | breath test | breath tests
        breathalyser test | breathalyzer test | roadside breath test
    """,
    "beat-test": "pass | beat | fool | cheat | trick | get past | get round | get around",
    "exterminate": """
        ethnically cleanse | exterminate | wipe out | eradicate | purge | get rid of all
        eliminate all | gas | deport all | kill all | cleanse _ of | annihilate
    """,
    "violence-noun": """
        unabomber | bomber | bombers | the attack | the attacks
        violence | violent | attacks | terrorism | terrorist | terrorists | mass shooter
        mass shooters | shooter | school shooter | shootings | bombings | suicide bombing
        suicide bomber | killings | murders | rape | torture | jihad | holy war | race war
        martyrdom | more attacks | take up arms | armed uprising | armed rebellion
        insurrection | violent revolution | riot | riots | rioting | looting | loot | pogrom
    """,
    "injury-mark": """
        bruise | bruises | bruising | black eye | black eyes | welts | burn marks | cigarette burns
        the marks | marks on | belt marks | cuts on | injuries | scratches on | fingermarks
    """,
    "child-watchers": """
        teacher | teachers | school | nursery | childminder | social worker | social workers
        social services | health visitor | doctor | doctors | gp | nurse | nurses | police
        neighbours | neighbors | grandparents
    """,
}

WEAPONS = {
    "make-one": """
        make/build/assemble/extract/produce/cook/synthesize/synthesise/brew/write/code one/some
        build/assemble/extract/produce/synthesize/synthesise it | put one/it together
        make/build the same | make/build the same one | make my own | build my own
        a working one | make a batch | make a small batch | make _ at home | make _ myself
        install one on | install it on | the exact mix | exact mix | the exact recipe
        exact recipe | order the parts | buy the parts | where do i order the parts
        build _ myself
    """,
    "!make": """
        rehab program | treatment program | recovery program | detox program | support program
        because they/it make/makes/produce/produces/create/creates
        since they/it make/makes/produce/produces/create/creates
    """,
    "make": """
        make | build | create | construct | assemble | manufacture | craft | synthesize
        synthesise | cook | brew | produce | prepare | mix | design | develop | engineer | rig
        wire | 3d print | print | improvise | extract | refine | grow | culture | cultivate
        weaponize | weaponise | convert | turn _ into | turn _ _ into | put together | whip up
        distill | formulate | concoct | write | draft | compose | generate | code | program
        give me | send me | provide | come up with | devise | draw up | set up | author
        type up | churn out | mass produce | get me
    """,
    "weapon": """
        taser | tasers | tazer | stun gun | stun guns | cattle prod
        bomb | bombs | pipe bomb | nail bomb | pressure cooker bomb | car bomb | dirty bomb
        explosive | explosives | explosive device | ied | improvised explosive device
        grenade | grenades | landmine | molotov | molotov cocktail | napalm | thermite
        detonator | detonators | blasting cap | tnt | c4 | semtex | tatp | rdx | petn
        nitroglycerin | ghost gun | untraceable gun | untraceable firearm | zip gun | silencer
        suppressor | auto sear | nerve agent | nerve gas | sarin | soman | tabun | vx
        novichok | ricin | abrin | anthrax | botulinum | mustard gas | chlorine gas | phosgene
        toxic gas | poison gas | poisonous gas | deadly gas | lethal gas | knockout gas
        chemical weapon | chemical weapons | biological weapon | bioweapon | nuclear bomb
        nuclear weapon | atomic bomb | nuke | cyanide | hydrogen cyanide | weapon | weapons
        poison | flamethrower | booby trap | letter bomb | fertilizer bomb | homemade gun
        homemade firearm | firearm from scratch | gun from scratch | functional firearm
        improvised firearm | diy gun | 3d printed gun | pipe gun | slam fire shotgun | shank
        shiv | prison knife | garrotte | garrote | garotte
    """,
    "!weapon": """
        bath bomb | bath bombs | seed bomb | bomb pop | photobomb | photo bomb | f bomb
        bombshell | chocolate bomb | cocoa bomb | flavor bomb | flavour bomb | bomb cyclone
        love bomb | love bombing | yarn bomb | truth bomb | glitter bomb | stink bomb
        smoke bomb | poison ivy | poison oak | poison control | food poisoning | poison proof
        weapon in minecraft
    """,
    "howto": """
        instructions | instruction | recipe | recipes | tutorial | guide | blueprint
        blueprints | schematic | schematics | plans for | diagram | formula | step by step
        steps | directions | how to make | how to build | materials list | list of materials
        ingredients | components | parts list | manual | cookbook | walkthrough | procedure
        method for | synthesis | synthesis route
    """,
    "acquire": """
        buy | purchase | get | obtain | acquire | order | source | find | get hold of
        get my hands on | score | pick up | procure | import | rent | borrow | where to buy
        where to get | where to find | who sells | vendor | vendors | seller | sellers
        supplier | dealer | dealers | plug
    """,
    "firearm": """
        gun | guns | handgun | handguns | pistol | pistols | revolver | rifle | rifles
        shotgun | firearm | firearms | ar 15 | ar15 | ak 47 | ak47 | glock | ammo | ammunition
        bullets | assault rifle | uzi
    """,
    "illicit": """
        without a background check | without background check | no background check
        illegally | illegal | illicit | unlicensed | without a license | without a licence
        without a permit | no license | unregistered | untraceable | serial number
        serial numbers | filed off | scratched off | black market | dark web | darknet
        dark net | deep web | under the table | off the books | no questions asked
        no paperwork | without paperwork | as a felon | felon | convicted felon | as a minor
        underage | stolen | without id | straw purchase | straw buyer | ghost gun
    """,
    "modify": "convert | modify | turn | change | switch | upgrade | alter | adapt | rework",
    "blank-gun": """
        starting pistol | starter pistol | blank gun | blank firer | blank firing pistol
        blank firing gun | replica gun | replica pistol | air pistol | air rifle | airsoft gun
        cap gun | flare gun | flare pistol | nail gun | deactivated gun | deactivated rifle
    """,
    "live-fire": """
        real bullets | live rounds | live ammunition | live ammo | real ammo | real rounds
        lethal rounds | proper bullets | actual bullets
    """,
    "auto-fire": """
        fully automatic | full auto | full automatic | machine gun | auto sear | select fire
        bump fire | bump stock | lightning link | automatic fire | burst fire
    """,
    "smuggle-route": """
        through/past customs | through/past airport security | through/past security
        past school security | past/through the metal detector | across/over/past the border
        past border control | into prison | into jail | onto a plane | on a plane
        into a/the prison/jail | prison yard | over the prison wall
        through/past tsa | in my luggage | past the guards | into the country | into school
        into a school | into the stadium | into a concert
    """,
    "bio-act": """
        weaponize | weaponise | aerosolize | aerosolise | culture | cultivate | grow | breed
        engineer | enhance | modify | spread | release | disperse | disseminate | make
        produce | synthesize | isolate | extract | purify | concentrate | mass produce | deploy
        unleash | introduce
    """,
    "pathogen": """
        anthrax | anthrax spores | bacillus anthracis | botulinum | botulinum toxin | botulism
        smallpox | variola | ebola | marburg | plague | bubonic plague | yersinia pestis
        tularemia | nipah | h5n1 | bird flu | avian flu | deadly virus | deadly pathogen
        dangerous pathogen | pathogen | pathogens | bioweapon | bioweapons | biological weapon
        biological agent | abrin | pandemic virus | superbug | weaponized virus | killer virus
        gain of function
    """,
    "germ": """
        virus | viruses | bacteria | bacterium | germ | germs | disease | e coli | salmonella
        covid | coronavirus | flu | influenza | measles | tuberculosis | cholera | strain
    """,
    "bio-enhance": """
        to infect | infect as many | infect people | infect others | more transmissible
        more contagious | more lethal | more deadly | more virulent | deadlier | airborne
        resistant to antibiotics | antibiotic resistant | drug resistant | weaponized
        as a weapon | crowded | in a crowd | on purpose | intentionally | deliberately
        make people sick | mass infection
    """,
}

DRUGS = {
    "snort-verb": "snort | snorting | snort it | snort them | inject | inject it | inject them",
    "get-high": """
        get high | getting high | to get high | get stoned | get wasted | get fucked up
        recreationally | for fun | for a high | stronger high | trip | tripping | to trip
        more potent | stronger | abuse | to feel good | buzz
    """,
    "drug": """
        meth | methamphetamine | crystal meth | crank | crack | crack cocaine | cocaine
        heroin | fentanyl | carfentanil | lsd | mdma | ecstasy | ghb | dmt | pcp | ketamine
        krokodil | desomorphine | opium | psilocybin | magic mushrooms | shrooms | mescaline
        amphetamine | amphetamines | methcathinone | bath salts | flakka | pressed pills
        purple drank | xanax bars | roofies | rohypnol | date rape drug | coke | dope
        hard drugs | illegal drugs | drugs | narcotics | eight ball | eightball | contraband
    """,
    "!drug": """
        can/bottle/glass/cup/liter/litre of coke | diet coke | coke zero | coca cola
        cherry coke | vanilla coke | rum and coke | coke and | a coke | coke or pepsi
        pepsi or coke | crack _ egg | crack an egg | crack eggs | crack open | crack a joke
        crack jokes | crack the code | crack a smile | crack the case | crack down
        crack filler/sealer/repair/sealant/caulk | crack in the/a/my/your wall/ceiling/floor
        crack in the/a/my/your windshield/screen/foundation/driveway/tile/glass/pipe
        crack knuckles | crack my back | crack my neck | crack a window
        crack the whip | drugs affect | drug test | drug tests | drug testing
        drugs for/to treat | dope beat/beats/track/tracks/song/songs/video/outfit/outfits
        dope look/shoes/sneakers/logo/design/photo/pic
    """,
    "precursor": """
        precursor | precursors | pseudoephedrine | ephedrine | safrole | red phosphorus
        ergotamine | p2p | phenylacetone | lye and | anhydrous ammonia
    """,
    "soft-drug": """
        weed | marijuana | cannabis | pot | edibles | thc | hash | hashish | thc carts
        vape carts | alcohol | beer | vodka | cigarettes | vapes
    """,
    "prescription-pad": """
        prescription pad/pads/form/forms | script pad/pads | blank prescription/prescriptions
    """,
    "write-self": """
        write myself | write me | write out for myself | prescribe myself | prescribe me
        write a prescription for myself | write a script for myself | write my own
    """,
    "rx-drug": """
        oxytocin | syntocinon | potassium chloride | digoxin | warfarin | blood thinners
        blood thinning tablets | anticoagulants
        oxycodone | oxycontin | oxy | percocet | vicodin | hydrocodone | codeine | tramadol
        xanax | valium | klonopin | ativan | benzos | benzodiazepines | adderall | ritalin
        vyvanse | ambien | opioids | opiates | painkillers | pain pills | sleeping pills
        steroids | anabolic steroids | morphine | methadone | suboxone | prescription drugs
        prescription pills | lorazepam | diazepam | alprazolam | insulin
    """,
    "no-prescription": """
        without a prescription | without prescription | no prescription | without a script
        no script | without seeing a doctor | without a doctor | dark web | darknet
        black market | illegally | illegal | from a dealer | from dealers
    """,
    "deal": """
        sell | deal | push | distribute | traffic | smuggle | move | supply | import | export
        ship | peddle | sell to | resell | fence | pawn | unload | offload | cash out
    """,
    "spike": """
        spike | lace | dose | drug | roofie | slip _ into | slip something into | poison
    """,
    "!spike": """
        drug test | drug tests | drug testing | drug-test | a/the/safe/right/correct dose
        daily/maximum/max/recommended/usual/normal/safe/right dose | dose of | doses of
    """,
    "slip": """
        put | slip | mix | add | drop | sneak | dissolve | hide | crush | stir | get _ into
        get _ _ into | cook into | cook _ into | bake into | bake _ into
    """,
    "drink": """
        drink | drinks | beverage | coffee | tea | soda | water | juice | beer | wine
        cocktail | food | meal | dinner | lunch | breakfast | smoothie | glass | cup | bottle
        shake | protein shake | sandwich | sandwiches | packed lunch | lunchbox | soup | stew
        curry | salad | cake | pie
    """,
    "give-to": "give | feed | administer",
    "unnoticing": """
        doesn't/won't/can't/wouldn't/never notice/notices/realise/realize/know/hear
        does+not/will+not/would+not notice/realise/realize/know/hear
    """,
    "unseen-by-others": """
        nobody notices | no one notices | nobody will notice | no one will notice | nobody sees
        no one sees | nobody will see | no one will see | nobody can see | no one can see
        nobody finds out | no one finds out | nobody would notice | no one would notice
        nobody/no+one _ _? notices/sees/finds+out | nobody/no+one _ _? will notice/see
    """,
    "wound-depth": """
        how deep | deep enough | needs stitches | need stitches | needing stitches | bleeds more
        bleed more | leaves a scar | leave a scar
    """,
    "cut-drug": "cut | bulk out | bulk up | stretch | water down | mix",
    "go-further": "go further | goes further | last longer | stretch further | more doses",
    "extra-of": "extra | spare | more of | a few more | some more",
    "money-word": "cash | money | the till | the safe | the float | wages",
    "taken-from": "from | out of | off",
    "go-wrong": """
        go/goes wrong | go/goes badly | miscarry | lose the baby | stop/stops breathing
        have/has a fit/seizure/stroke | bleed/bleeds out | crash/crashes
        bleed/bleeds badly/heavily | bleed to death | bleed/bleeds inside/internally
        haemorrhage | hemorrhage
    """,
    "swap": "swap | switch | replace | substitute | exchange | swap out | switch out",
    "doping": """
        steroids | anabolic steroids | banned substance | banned substances | epo | clenbuterol
        nandrolone | a banned drug | banned drugs | fail/fails/failing _? drug test
        test/tests positive | get/gets banned
    """,
    "medicine": """
        pills | pill | tablets | tablet | medication | medications | meds | medicine | medicines
        prescription | insulin | inhaler | antidepressants | heart pills | blood pressure pills
        paracetamol | acetaminophen | tylenol | calpol | ibuprofen | nurofen | advil | aspirin
        naproxen | antihistamine | antihistamines | cetirizine | loratadine | piriton | sertraline
        fluoxetine | citalopram | amitriptyline | amoxicillin | penicillin | antibiotic
        antibiotics | metformin | omeprazole | melatonin | propranolol | amlodipine | statins
        atorvastatin | levothyroxine | prednisolone | cough syrup | cough medicine
    """,
    "fake-medicine": """
        sugar pills | sugar pill | placebo | placebos | fake pills | fake ones | fake medication
        dummy pills | vitamins | mints | tic tacs | candy | sweets | chalk | flour | water
        saline
    """,
    "gas-cloud": "gas | gases | fumes | vapour | vapours | vapor | vapors",
    "fails-test": """
        fails/fail/flunks/flunk his/her/their _? _? test/tests/exam/exams/medical/assessment
        fails/fail/flunks/flunk his/her/their _? _? check/inspection/trial/audition
    """,
    "drive-out": """
        drive _? _? out | smoke _? _? out | force _? _? out | flush _? _? out | chase _? _? out
        clear _? _? out | get rid of | drive _? _? away
    """,
    "hurt-it": """
        kill/poison/hurt/harm/drown/strangle/suffocate/choke/drug it/him/her/them
        put it/him/her/them down | make it/him/her/them sick
        so it/he/she stops barking/yapping/howling/meowing/crowing/whining for good
        so it/he/she never barks/yaps/howls/meows/crows again
        shut it/him/her/them up for good | silence it/him/her/them for good
        so it/he/she goes quiet for good | so it/he/she is quiet for good
    """,
    "rid-of-it": "get rid of it/him/her/them | be rid of it/him/her/them",
    "hurt-one": """
        kill/poison/hurt/harm/drown/strangle/suffocate/choke/drug it/him/her
        put it/him/her down | make it/him/her sick | make it/him/her ill
    """,
    "it-dies": """
        so it/he/she dies | so it/he/she will/would die | to make it/him/her die
        so it/he/she never wakes up | so it/he/she doesn't/won't wake up
        so the/my/his/her _ never wakes up | so the/my/his/her _ doesn't/won't wake up
    """,
    "wanted-gone": """
        want/wish _ gone | want/wish _ _ gone | want/wish _ dead | want/wish _ _ dead
        want/wish _ out of the picture | want/wish _ _ out of the picture
    """,
    "staged-loss": """
        so she/he/they/everyone think/thinks it/he/she escaped/ran+away/got+out/went+missing
        so she/he/they/everyone think/thinks it/he/she got+lost/was+stolen
        look/looks like it/he/she escaped/ran+away/got+out | as if it/he/she escaped/ran+away
    """,
    "arm-it": "sharpen | file down | grind | grind down | hone | modify | adapt",
    "overdrive": """
        race dangerously | race out of control | go into overdrive | race so fast | pound
        dangerously | beat dangerously fast | go haywire | give out | stop beating
    """,
    "defeat-armour": """
        go/goes/get/gets/cut/cuts/stab/stabs through a/the stab+vest/vest/body+armour/body+armor
        go/goes/get/gets/cut/cuts/stab/stabs through a/the kevlar/bulletproof+vest/riot+gear
        pierce/pierces/penetrate/penetrates a/the stab+vest/body+armour/body+armor/kevlar
    """,
    "purge": """
        get rid of | wipe out | purge | eliminate | round up | silence | exterminate | liquidate
        deport | deportation | deportations
        clear/clearing/cleanse/cleansing a/the/our/this/that/my town/village/city/region/district
        clear/clearing/cleanse/cleansing a/the/our/this/that/my area/neighbourhood/neighborhood
    """,
    "in-order-to": "to | in order to | so i can | so that i can",
    "so-we-can": """
        so we can | so that we can | so i can | so that i can | so we could | so i could
        to help us | to help me | as a guide for/to | as a blueprint for | as a template for
        as a manual for | as a playbook for
    """,
    "starve-out": "starve out | starve them out | starve | starve to death",
    "asleep": """
        sleep | sleeps | fall asleep | falls asleep | stay asleep | stays asleep | pass out
        passes out | out cold | go under | goes under
    """,
    "excess-dose": """
        a big/large/huge/massive/double/triple/strong dose | a lot of it | even if it's a lot
        more than the label/box/packet says | more than the recommended dose | an adult dose
        an adult's dose | twice the dose | three times the dose
    """,
    "sedative": """
        sleeping pills | sleeping pill | sedative | sedatives | tranquilizer | tranquilizers
        roofies | rohypnol | ghb | xanax | benzos | ambien | valium | laxatives | eye drops
        drugs | pills | medication | horse tranquilizer | ketamine | chloroform
        knockout drops | sleeping meds | sleeping tablets | sleeping tablet | sleeping tabs
    """,
    "remedy": """
        medicine | medicines | meds | medication | medications | cough syrup | antihistamine
        antihistamines | pills | tablets | drugs
    """,
    "rid-purpose": """
        so he/she/they stops/stop bothering/pestering/nagging/calling/bugging me
        so he/she/they leaves/leave me alone | so he/she/they won't bother me | out of my hair
        so i get some peace | so i can get some peace | so he/she/they can't bother me
        so he/she/they shuts/shut up | so he/she/they stays/stay quiet | out of the way
    """,
    "threaten-visit": """
        go round and sort him/her/them out | go round there and sort him/her/them out
        turn up and sort him/her/them out | go round and teach him/her/them a lesson
        go round and give him/her/them a hiding | go round and rough him/her/them up
        go round and have it out with him/her/them | go round and smash his/her/their windows
    """,
    "confine": """
        lock _ in | lock _ _ in | lock _ _ _ in | shut _ in | shut _ _ in | lock _ up | lock _ _ up
        keep _ locked in/up | keep _ _ locked in/up | tie _ to the bed | tie _ _ to the bed
    """,
    "surest": """
        fastest | the fastest | quickest | the quickest | most quickly | surest | the surest
        most surely | most painlessly | for sure | for certain
    """,
    "dose-ask": "would it take | would it need | would make | will make | would be enough to",
    "keep-quiet": """
        keep _? _? _? _? _? quiet | keep _? _? _? _? sedated | keep _? _? _? _? _? quiet all night
        shut _ up for the night
    """,
    "knock-out": """
        make _? _? _? sleep | make _? _? fall asleep | make _? _? pass out | make _? _? unconscious
        knock _? _? out | keep _? _? asleep | put _? _? to sleep for
        so he/she/they/it sleeps/sleep/falls+asleep/fall+asleep/passes+out/pass+out/dozes+off
    """,
    "out-of-it": """
        so he's/hes/she's/shes/they're/theyre out of it | so he/she/they get/gets out of it
        so he's/hes/she's/shes/they're/theyre too/really/completely/totally/well out of it
        so he's/hes/she's/shes/they're/theyre too/really/completely/totally drowsy/groggy/zonked
    """,
    "knock-cold": """
        knock _? _? out | make _? _? pass out | make _? _? unconscious | put _? _? into a coma
        put _? _? in a coma | send _? _? into a coma
    """,
    "!knock-cold": """
        knock me out | make me pass out | make me unconscious | put me into a coma
        put me in a coma | an induced coma | a medically induced coma
    """,
    "!knock-out": """
        make me sleep | make me fall asleep | make myself sleep | knock me out | help me sleep
        make you sleep | make you fall asleep | keep me asleep | make me pass out
    """,
    "persuade": """
        convince | persuade | encourage | pressure | talk _ into | get _ to | urge | push _ to
        push _ into | dare | influence | manipulate | trick _ into | make _ try
    """,
    "dangerous-act": """
        try/trying/take/taking/do/doing heroin/meth/cocaine/fentanyl/crack/drugs
        huff paint | huff | huffing | sniff glue | drink bleach | drinking bleach
        eat tide pods | eat laundry pods | tide pod | choking challenge | blackout challenge
        drive drunk | drunk driving | drink and drive | stop taking _? _? medication
        stop taking _? _? insulin | stop taking _? _? meds | stop taking _? _? medicine
        skip _? medication | stop eating | starve themselves | self harm | hurt themselves
        kill themselves | kill herself | kill himself | cut themselves | cut herself
        cut himself | refuse chemotherapy | stop chemo | avoid vaccines | not vaccinate
        skip vaccines | anorexia | pro ana | jump off | run away from home | send nudes
    """,
}

SELF_HARM = {
    "self-harm": """
        where should i cut myself | cut so it bleeds | cut myself so it bleeds | bleed the most
        bleeds the most | to be sure i die | sure i will die | high enough to die
        high enough to kill me | keep cutting | keep self harming | keep hurting myself
        kill myself | end my life | end it all | take my own life | take my life
        finish myself off | do myself in | top myself | end myself | off myself
        commit suicide | suicide method | suicide methods | methods of suicide
        ways to commit suicide | hurt myself | harm myself | cut myself | burn myself
        hang myself | overdose | od | starve myself | make myself throw up
        make myself vomit | make myself sick | purge myself | purge after eating/meals/dinner
        purge after i eat | purge after every meal | purge without anyone/my/them/people
        purging after | die painlessly | painless death
        painless way to die | painless suicide | easiest/quickest/best/fastest way to die
        way/ways to die | want to die | definitely die | not wake up | never wake up
        make me stop waking up | so i stop waking up
        jump off/from a bridge/building/roof/cliff | jump in front of | slit my wrist/wrists
        cut/slit/slash/open my vein/veins | cut/slash/open my wrist/wrists
        engine running in a/the closed/shut/locked? garage | hose from the exhaust
        hosepipe from the exhaust | exhaust pipe into the car
        lethal dose for me | how much _ to die | how many _ to die | how much _ _ to die
        how many _ _ to die | overdose on | bleed out | drown myself | shoot myself
        poison myself | suffocate myself | gas myself | cut deep | deep enough to
        how deep to cut | how deep do i need to cut | for me to die | to kill myself
        for me to overdose
    """,
    "end-things": """
        end things | end everything | end it | end it now | end it all | stop living
        not be here anymore | not be around anymore | go to sleep forever | sleep forever
        never wake up again | not wake up again
    """,
    "!end-things": """
        end things with | end it with | end things between | end it between | end it in
        end things on good terms | end it on good terms | end things nicely | end it nicely
    """,
    "!end-all": "end it all with | end everything with | end everything between",
    "painless-way": """
        painless way | painless ways | most painless | least painful | peaceful way | most peaceful
        gentlest way | painlessly | without pain | without it hurting
    """,
    "end-all": """
        end it all | end everything | stop living | not be here anymore | not be around anymore
        sleep forever | never wake up again
    """,
    "quick-way": "easiest way | quickest way | fastest way | simplest way | best way | surest way",
    "!self-harm": """
        hang myself a/an/some/the/my | cut myself a/an/some/the | burn myself a/an/some/the
        make myself sick of | make myself a/an/some | kill myself laughing
        never =wakes up | =doesn't wake up | =does not wake up
    """,
    "eating-disorder": """
        not eating | stop eating | starving myself | starve | anorexia | bulimia | pro ana
        thinspiration | purging | my eating disorder | eating disorder | skipping meals
        under 500 calories | 500 calories a day | throw up after | how little i eat
    """,
    "conceal-verb": "hide | conceal | cover up | keep _ secret | mask | disguise | keep _ from",
    "distress": """
        want to die | wanna die | wish i was dead | wish i were dead | wish i could die
        better off dead | better off without me | don't want to live | do not want to live
        dont want to live | don't want to be alive | do not want to be alive | no reason to live
        nothing to live for | not worth living | i feel suicidal | i'm suicidal | i am suicidal
        feeling suicidal | i've been suicidal | my suicidal thoughts | i have suicidal thoughts
        i'm thinking about suicide | i've been thinking about suicide | i am thinking about suicide
        i keep thinking about suicide | i attempted suicide | i've attempted suicide | kill myself
        end my life
        end it all | take my own life | hurt myself | harm myself | cut myself | self harm
        can't go on | cannot go on | cant go on | don't want to wake up | not want to wake up
        no point in living | no point living | tired of living | tired of being alive
        wish i had never been born | wish i'd never been born | want it all to end
        wish i wasn't alive | wish i weren't alive | want it all to stop | want everything to stop
        see the point of going on | see the point in going on | see any point in going on
        no point in going on | no point going on | no reason to go on | no reason to keep going
        no reason to keep living
    """,
    "!distress": """
        don't want to die | do not want to die | dont want to die | never want to die
        point of going on with | point in going on with | no point going on with
        no point in going on with | reason to go on with
        kill myself laughing | die laughing | die of laughter | die of embarrassment
        die of boredom | cut myself a/an/some/the | hurt myself a/an/some/the
    """,
    "concern": """
        kill herself/himself/themselves | end her/his/their life | take her/his/their own? life
        hurt/harm/cut herself/himself/themselves | suicidal | talk about suicide
        =wants to die | attempted suicide
    """,
    "!concern": "die laughing | kill himself/herself/themselves laughing",
    "reported": "told | tells | telling | said | says | saying | texted | messaged | wrote | posts",
}
