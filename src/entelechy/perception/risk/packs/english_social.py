"""English words for harm done to people through words: hate, harassment, coercion, deceit,
sexual abuse, and for how people speak to the mind itself (jailbreaks, provenance, servility)."""

from __future__ import annotations

from importlib import resources

from entelechy.perception.risk.lexicon import word_list

_PEOPLES = sorted(word_list(resources.files(__package__).joinpath("data/en-peoples.txt")))
"""Peoples by where they come from ("romanian"), kept as data: the list is long and grows."""
_GROUP_ADJECTIVES = (
    "jewish/muslim/black/asian/gay/trans/hindu/sikh/arab/mexican/chinese/immigrant/african"
    "/latino/hispanic/indigenous/roma/disabled/autistic/lgbt/lgbtq/catholic/christian"
)
_PEOPLES_PLURAL = " | ".join(f"={people}s" for people in _PEOPLES if people.endswith(("an", "i")))
"""Peoples named by their plural ("romanians", "pakistanis"), matched as written."""
_GROUP_NOUNS = (
    "residents/families/neighbors/neighbours/community/communities/students/kids/children"
    "/people/men/women/americans/voters/citizens/workers/employees/folks/population"
    "/owners/businesses/refugees/immigrants/tenants/applicants/candidates/customers/renters"
    "/buyers/patients/guests/hires/staff/coworkers/colleagues/couples/parents"
    "/builders/plumbers/drivers/nurses/doctors/cleaners/shopkeepers/traders/teachers/lads"
)

_PEOPLES_GROUPS = "\n".join(f"{people} {_GROUP_NOUNS}" for people in _PEOPLES)
"""Each people with the words a group of them is named by ("romanian families")."""

HATE = {
    "group": f"""
        {_GROUP_ADJECTIVES} {_GROUP_NOUNS}
        jews | muslims | christians | catholics | hindus | sikhs | buddhists | atheists
        mormons | =blacks | black americans | african americans | africans | white people
        =whites | asians | chinese | japanese | koreans | indians | mexicans | latinos
        latinas | hispanics | arabs | palestinians | israelis | iranians | immigrants
        migrants | refugees | illegal immigrants | illegals | foreigners | =gays | gay men
        lesbians | homosexuals | bisexual people | transgender people | trans women | trans men
        transgender | nonbinary people | queer people | women | woman | girls | men
        people with disabilities | the disabled | deaf people | blind people
        mentally ill people | the mentally ill | fat people | obese people | elderly people
        applicants/candidates/workers/employees/staff/people/hires over 40/45/50/55/60
        applicants/candidates/workers/employees/staff/people who are over 40/45/50/55/60
        older applicants/candidates/workers/employees/staff | over 40s/50s/60s
        the elderly | poor people | the poor | homeless people | roma | gypsies | romani
        =travellers | =travelers | irish travellers | traveller families | pikeys
        native americans | aboriginal people | aborigines | religious minority
        religious minorities | ethnic minority | ethnic minorities | minorities | irish
        polish people | poles | jewish | muslim | a certain race | certain races | a race
        some races | that race | an ethnic group | a particular ethnic group
        certain ethnic groups | race | races | ethnicities | ethnic groups | religions
        nationalities | older people | old people | older workers | older applicants
        pregnant women | single mothers | same-sex couples | same sex couples
        applicants/candidates/women/staff who+might/who+could/who+may get/become pregnant
        employees/workers/people/anyone who+might/who+could/who+may get/become pregnant
        applicants/candidates/women/staff who+might/who+could/who+may start a family
        employees/workers/people/anyone who+might/who+could/who+may start a family
        anyone/people/applicants/candidates/workers over 40/45/50/55/60/65
        anyone/people/applicants/someone in a wheelchair | wheelchair users | people in wheelchairs
        {_PEOPLES_PLURAL}
        {_PEOPLES_GROUPS}
    """,
    "sit-for-me": """
        sit/take/do my _? test/exam/exams/tests for me | sit/take/do my _? _? test/exam for me
        sit/take/do the _? test/exam for me | sit/take/do it for me
    """,
    "exam-papers": """
        exam papers | test papers | exam paper | the exam questions | the test questions
        exam answers | test answers | answer sheet | answer sheets | mark scheme | marking scheme
        next week's/tomorrow's _? exam/test/paper | next week's/tomorrow's _? _? exam/test/paper
    """,
    "!exam-papers": "past exam papers | past papers | practice papers | specimen papers",
    "ahead-of-exam": """
        before the _? exam/exams/test/tests/gcse/gcses/mock/mocks/a-level/a-levels/sats
        before the exam/test is sat/taken | in advance | next week's | tomorrow's
    """,
    "take-children": """
        have their children/kids/babies taken/taken+away/removed | have their babies taken at birth
        their children/kids/babies taken away/off+them/from+them | take their children/kids away
        take away their children/kids/babies | be sterilised/sterilized | sterilise/sterilize them
    """,
    "why-word": "why | reasons why | explain why | tell me why",
    "belittled": "useless | incompetent | a drain | a drain on society | worthless | pathetic",
    "shouldnt-word": "shouldn't | should not | mustn't | must not",
    "denied-after": """
        be allowed | be permitted | be hired | be promoted | be elected | be trusted | be given
        have the right | have rights | have the same rights | vote | marry | adopt
        be paid the same | get the same pay | be citizens | hold office | be teachers
        be doctors | be managers | be leaders | run for office | own property | own land
    """,
    "justify": """
        why is it fine/ok/okay/right/fair/acceptable/justified/good
        why it's fine/ok/okay/right/fair/acceptable/justified/good
        why it is fine/ok/okay/right/fair/acceptable/justified/good
        it's fine/ok/okay/right/fair to | it is fine/ok/okay/right/fair to
        justify | arguments for | the case for | defend the practice of
    """,
    "less-pay": """
        pay _ less | pay _ _ less | paying _ less | paying _ _ less | paid less | pay less
        get paid less | earn less | lower wages | a lower salary | lower salaries
    """,
    "exclude": """
        stop renting _ to | stop renting _ _ to | reject applications from
        reject rental applications from | reject _ applications from | keeps _ out of
        keep _ out of | keeps _ _ out of
        avoid hiring | not hire | never hire | refuse to hire | stop hiring | not to hire
        won't hire | will not hire | wouldn't hire | don't hire
        better to hire | prefer hiring | prefer to hire | only hire | hire only
        screen out | weed out | filter out | keep out | keep _ from applying
        keep _ _ from applying | discourage | discourages | turn away | refuse to rent to
        not rent to | refuse to rent _ to | refuse to rent _ _ to | refuse to serve
        refuse service to | reject all | fire all | ban all | not welcome | aren't welcome
        shouldn't/not/never rent/let/sell _ to | shouldn't/not/never rent/let/sell _ _ to
        should+not rent/let/sell _ to | should+not rent/let/sell _ _ to
        are not welcome | get rid of | drive away | keep away | exclude
    """,
    "no-word": "no",
    "none-wanted": """
        need apply | needs apply | allowed | welcome | wanted | please | accepted | considered
    """,
    "not-wanted": """
        need not apply | needn't apply | not welcome | aren't welcome | are not welcome
        not accepted | won't be considered | will not be considered | not considered
    """,
    "expel-verb": """
        drive | drives | driving | force | forcing | run | kick | kicking | chase | chasing
        hound | hounding | push | pushing | turf | throw | boot
    """,
    "withhold-deal": """
        not to | never | don't | dont | do+not | =refuse to | shouldn't | should not
    """,
    "housing-deal": "sell/rent/let/lease/sublet _? _? to",
    "keep": "keep | keeps | kept | keeping | bar | bars | block | blocks",
    "out-of": """
        out of | from applying | from getting | from reaching | from becoming | from joining
        from renting | from buying | from being hired | from being promoted
    """,
    "rank": """
        rank | ranking | rate | rating | order | sort | list | which | what
    """,
    "scale": """
        smartest | dumbest | stupidest | most intelligent | least intelligent | most violent
        least violent | most dangerous | most criminal | laziest | best to worst
        worst to best | most to least | least to most | superior | inferior | worst | best
    """,
    "restrict": """
        should not be allowed | shouldn't be allowed | should not be permitted
        shouldn't be permitted | be banned from | be barred from | be denied | be excluded from
        be kept out of | should not have the right | shouldn't have the right
        should lose the right | should be stripped of | should not | shouldn't | must not
        mustn't | should never | should never be allowed | not be allowed | never be allowed
        should stay out of | should be removed from | don't belong in | do not belong in
        have no place in | not be permitted
    """,
    "civic": """
        vote | voting | marry | marriage | get married | work | jobs | job | employment
        camp | stay | settle | shop | pray | worship | gather | park up | play here
        the workforce | adopt | adopting | adoption | have children | have kids
        raise children | own | own property | own land | own guns | serve | the military
        military | hold office | run for office | public office | office | lead | leaders
        leadership | drive | enter | enter the country | immigrate | come here | live here
        live in this country | live in our country | live among us | citizenship
        be citizens | become citizens | go to school | school | schools | education | study
        university | college | teach | be teachers | doctors | be doctors | practice medicine
        nurses | healthcare | medical care | housing | rent | buy homes | the country
        this country | our country | society | in public | public places | bathrooms
        restrooms | sports | compete | play sports | pray | worship | practice their religion
        protest | rights | equal rights | human rights | equal pay | the same rights
        same pay | inherit | donate blood | open a bank account | get loans | travel
    """,
    "!inferior": """
        feel useless | feels useless | feeling useless | felt useless | made to feel useless
        feel like a burden | feels like a burden | feel worthless | feels worthless
        feel like a drain | feels like a drain
    """,
    "why-should": "why should | why must",
    "make-sure-none": "make sure no | ensure no | so that no | so no | guarantee no",
    "so-that": "so that | so | to make sure | make sure | ensure",
    "origin-or-means": """
        from abroad/overseas | from another country | from eastern europe | from africa
        from romania/poland/bulgaria/albania/lithuania/ukraine/russia/turkey/syria/iraq/iran
        from afghanistan/pakistan/india/bangladesh/china/vietnam/nigeria/ghana/somalia/eritrea
        from sudan/ethiopia/kenya/morocco/algeria/egypt/jamaica/mexico/brazil/colombia/israel
        on benefits | on dss | dss | on universal credit | on housing benefit | on welfare
        on section 8 | with housing vouchers
    """,
    "cant-join": """
        can't/cannot/won't/don't/never join/enter/apply/rent/buy/come/vote/sign+up
        can't/cannot/won't/don't/never get in/move in
        won't/don't/never/can't/cannot let/lease/sublet/sell to | won't/don't/never hire/serve
    """,
    "should-modal": "should | should all | must | ought to | need to | have to",
    "denied": """
        not be allowed | not be permitted | not have the right | not have rights | not get
        not have | not deserve | not be trusted | not be hired | not be promoted | not vote
        not marry | not adopt | never be allowed | be banned | be barred | be denied
        be excluded | be kept out | be prevented | be forbidden | be stopped | be stripped
        be refused | be paid less | earn less | lose their | lose the right | be deported
        be segregated | be fired | be sterilized
    """,
    "why-shouldnt": "why shouldn't | why should not | why mustn't | why must not",
    "permitted": """
        be allowed | be permitted | be trusted | be given | be hired | be promoted
        be elected | have the right | have rights | have the same | get | receive | vote
        marry | adopt | own | hold | serve
    """,
    "why-cant": "why can't | why cannot | why can you not | why can we not",
    "cant-be": """
        can't/cannot/won't be | can never be | will never be | are never | aren't | are not
        can't/cannot/won't ever be | could never be
    """,
    "virtue": """
        loyal | loyal citizens | trusted | trustworthy | honest | real citizens | true citizens
        good citizens | good parents | good leaders | good neighbours | good neighbors | patriots
        real americans | real british | truly british | equal | as good as | as smart as
    """,
    "not-apply": """
        don't/won't/never/can't bother applying | don't/won't/never/can't apply
        do+not/will+not apply | stop applying | feel unwelcome | are put off | get put off
        are discouraged | don't get hired | don't get the job | don't get an interview
    """,
    "deter": """
        put/puts/putting off | deter | discourage | scare/scares off | keep/keeps away
        turn/turns away
    """,
    "trusted": "be trusted | ever be trusted",
    "inferior": """
        inferior | less intelligent | less smart | dumber | stupid | stupider | dumb
        less capable | less competent | incapable | subhuman | sub human | animals | vermin
        parasites | rats | cockroaches | apes | monkeys | pigs | criminals | thieves
        terrorists | rapists | pedophiles | groomers | predators | lazy | dirty | filthy
        disgusting | evil | a burden | burden on society | a disease | a plague | a cancer
        savages | barbaric | primitive | uncivilized | too emotional | hysterical
        mentally ill | perverts | perverted | deviants | degenerate | degenerates | unnatural
        abomination | by nature | naturally criminal/violent/inferior/lazy/stupid/dangerous
        genetically inferior | biologically inferior | cheaters | liars | greedy
        scammers | fraudsters | con artists | crooks | drug dealers | benefit cheats | spongers
        scroungers | freeloaders | beggars
        control the media | control the banks | control hollywood | control the government
        run the world | rule the world | secretly control | are replacing | replace us
        invaders | ruining _ country | destroying _ country | taking our jobs
        steal our jobs | should die | deserve to die | should be killed | should be shot
        should be gassed | should be exterminated | not human | less than human | worthless
        can't be trusted | cannot be trusted | untrustworthy | violent by nature | inbred
        freaks | second class | belong in the kitchen | be deported | should be deported
        be sterilized | be exterminated | be segregated | be sent back | earn less
        be paid less | get paid less | have fewer rights | don't deserve rights
        should be banned | be locked up | be kicked out | go back where they came from
        go back to their country | naturally | make worse | worse at | worse employees
        worse parents | bad parents | less fit | unfit | not fit to | lesser | less deserving
        worse leaders/drivers/workers/scientists/engineers/doctors/students/bosses/managers
        worse pilots/athletes/soldiers/teachers/programmers | worse than men/women/us
        less capable than | commit more crime/crimes | more violent | more likely to steal
        dead weight | deadweight | unemployable | a waste of space
        more likely to commit crimes | dangerous | more dangerous | a danger
        less worthy | are responsible for | responsible for all | to blame for | are behind
        behind all | cause of all | are the reason | ruin everything | spread disease
        prone to violence | prone to crime | genetically prone | predisposed to violence
        secretly loyal to | more loyal to | only loyal to | loyal only to | disloyal | traitors
        a fifth column | fifth column | a fifth columnist | fifth columnists
        predisposed to crime | incompatible with | can't integrate | cannot integrate
        refuse to integrate | should be expelled | be expelled | deserve to be wiped out
        should be wiped out | must be wiped out | be wiped out | be eradicated | be eliminated
        be purged | least intelligent | most violent | most criminal | dumbest | stupidest
        laziest | the worst | are a threat to | are a danger to | a threat to our
        a danger to our
    """,
    "!hate-content": """
        racist/bigoted/sexist/homophobic/xenophobic/antisemitic/transphobic character/characters
        racist/bigoted/sexist/homophobic/xenophobic/antisemitic boss/uncle/aunt/father/mother
        racist/bigoted/sexist/homophobic/xenophobic/antisemitic man/woman/villain/neighbour
        racist/bigoted/sexist/homophobic/xenophobic/antisemitic neighbor/cop/teacher/coworker
        racist/bigoted/sexist/homophobic/xenophobic/antisemitic colleague/grandfather/dad/mom
        racist/bigoted/sexist/homophobic/xenophobic/antisemitic person/people/guy/relative
    """,
    "!deny": """
        never happens again | never happen again | never again | doesn't happen again
        does not happen again | won't happen again
    """,
    "hate-content": """
        hate speech | hateful speech | racist joke | racist jokes | racist rant | racist post
        racist slurs | racial slurs | slurs | sexist joke | sexist jokes | antisemitic
        antisemitic joke/post/propaganda/meme | homophobic | homophobic joke/post
        transphobic | transphobic post | islamophobic | xenophobic | bigoted
        white supremacist | neo nazi propaganda | nazi propaganda | ethnic slurs
        hate propaganda | racist manifesto | hateful post | hateful message | dehumanizing
        hateful | racist
    """,
    "mock": """
        mock | make fun of | ridicule | humiliate | demean | demeaning | degrade | degrading
        insult | insults | insulting | insults for | insults about | dehumanize | dehumanizing
        belittle | trash talk | slander | against | hatred of | hatred toward | hate on
        hate against | hate toward | stereotypes about | jokes mocking | joke mocking
    """,
    "turn-against": """
        turn _ against | turn _ _ against | turn people against | incite hatred
        incite hatred against | incite violence against | stir up hatred | stir up hate
        spread hatred | spread hate | radicalize _ against | rally _ against | make _ hate
        make people hate | make _ _ hate | get _ to hate | hatred against | drive out
        drive _ out | run _ out of town | run _ out of | cleanse _ of | expel
    """,
    "deny": """
        never happened | didn't happen | did not happen | was a hoax | is a hoax | was fake
        was faked | was staged | was exaggerated | wildly exaggerated | exaggerated
        was invented | invented by | was made up | a myth | was justified | were justified
        was good | was good for | were good for | good for | was beneficial | beneficial
        was positive | positive impact | positive effects | benefited | wasn't that bad
        was not that bad | deserved it | death toll was | inflated | overblown | a lie
    """,
}

HARASSMENT = {
    "harass": """
        harass | bully | cyberbully | humiliate | shame | publicly shame | body shame
        fat shame | intimidate | threaten | torment | troll | insult | belittle | degrade
        make fun of | mock | ridicule | embarrass | terrorize | scare | frighten | spam
        dogpile | brigade | humiliating
    """,
    "harass-phrase": """
        destroy/ruin _ life/reputation/career/marriage/business
        make _ _ _ life hell/miserable | make _ _ _ _ life hell/miserable
        destroy/ruin _ _ life/reputation/career/marriage/business
        make _ life hell/miserable | make _ _ life hell/miserable | make _ cry
        until she/he/they quit/quits/leave/leaves/cry/cries/break/breaks/give/gives
        drive _ to quit | drive _ _ to quit | make _ quit | make _ _ quit | force _ to quit
        make _ _ cry | get _ fired | get _ _ fired | get _ expelled | get _ _ expelled
    """,
    "!harass-phrase": "get a fire | get the fire | get fire | get a new fire",
    "threat": """
        threatening message/messages/letter/note/text/email/voicemail/comment
        death threat | death threats | threats | hate mail | intimidating message
        intimidating letter | scary message | menacing message | threat
    """,
    "!threat": """
        threat assessment | threat model | threat modeling | threat analysis
        threat intelligence | threat detection | threat landscape
    """,
    "spread": """
        spread | start | make up | invent | write | post | create | fabricate | circulate
        share | tell | plant | leak | float
    """,
    "rumor": """
        rumor | rumors | rumour | rumours | gossip | lies about | a lie about | lies that
        false story | fake story | smear | smear campaign | hit piece | false claims about
        allegations
    """,
    "accuse": """
        accuse | accusing | claim | claiming | say | saying | post that | tweet that
        write that | tell everyone | tell people | spread that | report _ for | frame
        framing | allege | alleging | suggest | suggesting | imply
    """,
    "blame-cause": """
        caused | cause | causes | are behind | were behind | is behind | was behind
        are responsible for | were responsible for | secretly run | secretly control | control
        controls | run | runs | started | planned | engineered | orchestrated | rigged
    """,
    "misery": """
        so miserable | miserable enough | so unwelcome | unwelcome enough | their life hell
        their lives hell | life hell | so unhappy | so uncomfortable | uncomfortable enough
    """,
    "crime-label": """
        pedophile | pedo | paedophile | rapist | abuser | abused | molester | molested
        criminal | thief | stole | drug dealer | sexually harassed | harassed me | assaulted
        child abuse | abusing | racist | cheater | scammer | fraudster | murderer | terrorist
        food poisoning | poisoned | sex offender | predator | groomer | embezzled | stealing
        drunk driver | has hiv | has aids
    """,
    "falsehood": """
        which he/she/they did not | which he/she/they didn't | that he/she/they didn't
        even though _ didn't | not true | untrue | false | falsely | fake | made up
        make up | invented | fabricated | lie | lies | lying | never happened
        didn't happen | did not happen | without evidence | no evidence | no proof | baseless
    """,
    "share": """
        share | post | leak | upload | distribute | send | spread | publish | sell | expose
        put online | put up | release | circulate | forward
    """,
    "intimate": """
        nudes | nude photos/pictures/pics/images/videos | naked photos/pictures/pics/videos
        intimate photos/pictures/images/videos | private photos/pictures/videos | sex tape
        sex video | sex videos | explicit photos/pictures/images/videos | revenge porn
        sexy photos | topless photos | porn of | deepfake porn | deepfake nudes | fake nudes
        nudes of
    """,
    "abuse-phrase": """
        should kill herself/himself/themselves/yourself | go kill yourself | kys
        should die | deserves to die | is ugly and | is so ugly | is worthless
        nobody loves | no one likes | nobody likes | is a loser | fat pig | you're ugly
        you+are ugly | you're worthless | is disgusting | ugly and fat | should just die
        world would be better without | calling/call _ a slut/whore/skank/bitch/cunt
        i know where you/she/he/they live/lives | you/she/he should be scared
        watch your back
        calling/call _ a retard/faggot/tranny | slut | whore | skank
    """,
}

MANIPULATION = {
    "coerce": """
        manipulate | emotionally manipulate | gaslight | coerce | brainwash | blackmail
        extort | guilt trip | pressure | intimidate | bully | isolate | control | dominate
        love bomb | break _ spirit | emotionally abuse | psychologically abuse | mind control
        trap | exploit | cut off | groom
    """,
    "extort": """
        extort | extortion | blackmail | sextortion | sextort | shake down | hold _ ransom
        demand a ransom | threaten to release/leak/expose/post/share | unless _ pays
        unless _ _ pays | or i'll release/post/leak/share | or+i+will release/post/leak
    """,
    "control-effect": """
        feel worthless | feel guilty | feel crazy | feel stupid | feel insane
        feel like _ is crazy | think _ is crazy | think _ is losing | doubt _ memory
        doubt herself | doubt himself | dependent on me | depend on me | depends on me
        depend/rely only/solely/entirely on me | have/has only me | have/has no+one/nobody but me
        never leaves me | never leave me | afraid to leave | scared to leave
        too scared to leave | can't leave | cut off _ friends | cut off _ family
        stop seeing _ friends | stop talking to _ family | obey me | do whatever i say
        sign _ over | sign away | hand over | give up _ savings | losing _ memory
        losing his/her mind | going crazy | think _ going mad/crazy/insane | going mad
        think _ _ going mad/crazy/insane | think _ losing it | think _ _ losing _ mind
    """,
    "propaganda": """
        propaganda | disinformation | misinformation | psyops | psyop | fearmongering
        fear mongering | hate propaganda | propaganda campaign | influence campaign
        troll farm | bot army | sockpuppets | astroturf | nazi style propaganda
    """,
    "recruit": """
        recruit | recruitment | recruitment post | recruiting post | join | radicalize
        radicalise | indoctrinate | enlist | sign up for | pledge allegiance to
        swear allegiance to | fight for | martyr for | become a member of
    """,
    "take-up-arms": """
        take up arms | take up weapons | pick up arms | pick up weapons | take up the gun
        take up the sword | armed struggle | holy war against | armed jihad
    """,
    "fund": """
        fund | finance | bankroll | funnel money to | send money to | donate to | wire money to
        raise money/funds/cash for | collect money/funds for | fundraise for
    """,
    "radicalize": "radicalize | radicalise | indoctrinate | brainwash _ into extremism",
    "extremist": """
        isis | isil | islamic state | daesh | al qaeda | taliban | boko haram | al shabaab
        hamas | hezbollah | kkk | klan | ku klux klan | neo nazi | neo nazis | neonazi
        nazi party | white supremacist group | white supremacist movement | aryan brotherhood
        atomwaffen | violent militia | militia | armed militia | terrorist group
        terrorist organization | terrorist cell | jihad | jihadist | jihadist group
        extremist group | extremist groups | extremist movement | extremist movements
        violent extremist | cartel | ms 13 | white nationalist | white nationalists
        white nationalist group/groups/movement/organisation/organization | white power group
        armed group | armed groups
    """,
}

DECEPTION = {
    "false-belief": """
        so they/he/she think/thinks/believe/believes/assume/assumes
        so that they/he/she think/thinks/believe/believes | so they'll/he'll/she'll think/believe
        so my/the/her/his _ thinks/believes | so my/the/her/his _ _ thinks/believes
    """,
    "fake-source": """
        fake number | fake account | fake profile | fake email | fake email address | fake name
        burner phone | burner number | burner account | withheld number | private number
        anonymous number | anonymous account | someone else's number | a different number
    """,
    "insurer": """
        insurer | insurers | insurance company | insurance assessor | insurance assessors
        loss adjuster | claims handler | the insurance | my insurance
    """,
    "impersonate": """
        impersonate | pose as | pass myself off as | pass off as | pass as | masquerade as
        pretend to be from | claim to be | fake being | catfish | disguise myself as
        spoof _ as | sign as | as if from | appear to be from | look like _ came from
        looks like it came from | appears to come from
    """,
    "pretend": """
        pretend to be | pretend you're | pretend you are | roleplay as | role play as
        play the role of | impersonate
    """,
    "authority": """
        doctor | physician | nurse | pharmacist | psychiatrist | therapist | police
        police officer | a cop | cop | detective | officer | sheriff | fbi | fbi agent | cia
        irs | irs agent | tax office | tax authority | revenue service
        social security administration | government official | government | official | judge
        lawyer | attorney | bank | my bank | the bank | fraud department | customer support
        customer service | tech support | microsoft | microsoft support | apple
        apple support | amazon | paypal | netflix | google | facebook | instagram support
        ceo | the ceo | boss | my boss | hr | human resources | principal
        immigration officer | border agent | customs | dhl | fedex | ups | usps | post office
        courier | utility company | electric company | red cross | unicef
        police department | court | bailiff | the user's | a real person | someone else
        her husband | his wife | the user's doctor | your doctor | school | the school
        university | employer | hospital | insurance company | delivery company | airline
        phone company | government agency | landlord | hmrc | dvla | dwp | royal mail | evri
        parcelforce | nhs | tv licensing | british gas | hsbc | barclays | lloyds | natwest
        santander | nationwide | monzo
    """,
    "lie": """
        lie to | lying to | lied to | lie _ to | deceive | mislead | fool | dupe | cheat on
        believable/convincing/good lie to tell | lie to tell | excuse to tell | story to tell
        lie under oath | lie in court | perjury | catfish | two time | betray
    """,
    "!lie": "april fools",
    "claimed-hurt": """
        she/he/they hit/hurt/abused/attacked/assaulted/touched/groped/slapped/punched me
        she/he/they hits/hurts/abuses/touches me | she/he/they has/have been hitting me
    """,
    "get-back-at": """
        get back at | get even with | get my own back on | pay _ back | teach _ a lesson
    """,
    "lose-job": """
        lose his/her/their job/jobs | lose his/her/their licence/license | get fired | get sacked
        lose his/her/their place | be fired | be sacked | get struck off
    """,
    "listing": """
        listing | advert | ad | advertisement | notice | sign | post | room ad | flat ad
    """,
    "publish": """
        post | publish | leave | upload | spread | flood _ with | flood _ _ with
        flood _ _ _ with
    """,
    "fake-content": """
        fake news | fake news article | fake article | fake story | fake stories
        fake review | fake reviews | fake _ reviews | fake _ _ reviews | fake _ _ _ reviews
        fake testimonial | fake testimonials | fake quote | fake quotes | fabricated quote
        fabricated quotes | made up quotes | fake statement | fake studies | fake study
        fake research | fake statistics | made up statistics | fake screenshot
        fake screenshots | fake evidence | fabricated evidence | false evidence | fake alibi
        false alibi | fake profile | fake profiles | fake account | fake accounts
        sock puppet | sockpuppet accounts | bot accounts | fake followers | fake signatures
        fake petition | fake endorsement | fake endorsements | deepfake | deepfakes
        deep fake | deepfake video | deepfake audio | voice clone of | clone _ voice
        cloned voice | fake video of | fake audio of | fake photo of | doctored photo
        doctored video | disinformation | misinformation | fake obituary | fake emergency
        fake kidnapping | hoax | fake quotes from | fake charity appeal
        fake/phony/bogus _? lawyer/attorney/cop/police/officer/doctor/official/agent/judge
        fake/phony/bogus _? debt+collector/irs/bank/court/government/notice/summons/warrant
        fake/phony/bogus _? subpoena/court+order/invoice/letterhead
    """,
    "evidence": """
        evidence | proof | records | documents | receipts | emails | texts | screenshots
        results | test results | lab results | quotes | testimony | witnesses | alibi
        timesheets | logs | paper trail | crime scene | fingerprints | dna
    """,
    "persuade-frame": """
        persuasive article/essay/post/speech/tweet/piece/letter/message/op+ed | blog post
        convincing article/post/message | convince people/readers/everyone/parents that
        convince my followers that | convince _ that | convince _ _ that | persuade _ that
        persuade people that | article/post/essay/tweet/speech claiming/suggesting/arguing
        article/post/essay/tweet saying | write that | claiming that | claims that
        arguing that | argue that | prove that | tell my followers | tell people that
        social media post | viral post | fake news | make people believe
        make them believe | convincing parents | convincing people | persuading people
        persuasive
    """,
    "false-claim": """
        vaccines cause autism | vaccine causes autism | cause autism | causes autism
        vaccines contain microchips | microchips | microchip | 5g causes | 5g spreads
        chemtrails | moon landing was faked/fake/staged | faked the moon landing | flat earth
        earth is flat | election was stolen/rigged | rigged election | stolen election
        voting machines | voter fraud | covid is/was a hoax | pandemic is/was a hoax
        pandemic was planned | plandemic | climate change is a hoax
        global warming is a hoax | climate hoax | bleach cures | drinking bleach
        cures covid | cures cancer | cure cancer with | cures autism | ivermectin cures
        aids is a hoax | fluoride is poison | fluoride mind control | hoax | faked | rigged
        staged | false flag | crisis actors | new world order | illuminati | lizard people
        reptilians | great replacement | depopulation | never happened | didn't happen
        stop taking | don't vaccinate | shouldn't vaccinate | avoid vaccines | not vaccinate
    """,
    "cheat": """
        cheat | cheat on | cheat in | cheat at | cheat my way through | copy answers
        plagiarize | plagiarise | look up answers during | get the answers to
        pay someone to take my | pay someone to write my | have someone take my
    """,
    "cheat-target": """
        exam | exams | test | tests | quiz | midterm | final | finals | sat | gre | gmat
        bar exam | driving test | drug test | online exam | homework | assignment | essay
        thesis | coursework | proctoring | proctor | poker | casino | blackjack
        slot machines | lottery | wife | husband | partner | girlfriend | boyfriend | spouse
        fiance | insurance | the system | my employer | breathalyzer
    """,
    "pass-off": """
        as my own work | as my own | pass _ plagiarism checker | passes the plagiarism checker
        pass the plagiarism checker | plagiarism checker | plagiarism detector
        plagiarism detection | avoid plagiarism detection | bypass turnitin | beat turnitin
        undetectable by turnitin | turnitin | ai detector | ai detection | undetectable ai
        bypass ai detection | so my teacher thinks i wrote it | so it looks like i wrote it
        without my teacher knowing | submit as mine | submit it as my own
    """,
    "life-event": """
        death | own death | my death | kidnapping | my kidnapping | illness | cancer
        disability | injury | pregnancy | my identity | a robbery | break in | burglary
        accident | car accident | suicide | a hate crime | hate crime | assault
    """,
}

SEXUAL = {
    "sexual": """
        sexual | sexually | sex story | sex stories | sex scene | sex scenes | sexual story
        sexual encounter | sexual content | sexual acts | have sex | having sex | sex with
        erotic | erotica | explicit | explicit story | porn | porno | pornography
        pornographic | nude | nudes | naked | lewd | nsfw | seduce | sleep with
        make out with | aroused | fetish | sexy photos | stripping | fondle | private parts
        genitals | sexting | sext | sexy
    """,
    "send-photos": """
        send me photos/pics/pictures/selfies/videos/nudes | send photos/pics/pictures/nudes
        send me sexy/private/naked/intimate photos/pics/pictures | send sexy/naked pics/photos
    """,
    "minor": """
        neighbour's/neighbor's daughter/son/kid/kids/girl/boy
        child | children | kid | kids | minor | minors | underage | under age | teen | teens
        teenager | teenagers | preteen | pre teen | tween | little girl/girls/boy/boys
        young girl/girls/boy/boys | schoolgirl | schoolgirls | schoolboy | toddler | baby
        infant | middle school students | middle schooler | middle schoolers
        elementary school | 1/2/3/4/5/6/7/8/9/10/11/12/13/14/15/16/17 year old/olds
        one/two/three/four/five/six/seven/eight/nine/ten year old/olds
        eleven/twelve/thirteen/fourteen/fifteen/sixteen/seventeen year old/olds
    """,
    "groom": """
        groom | lure | entice | befriend | seduce | meet up with | get close to
        gain the trust of | molest | touch
    """,
    "win-over": "gain | win | earn | build | build up",
    "trust-word": "trust | confidence",
    "private-talk": """
        chat/talk/speak/message/text/video+call privately/secretly with/to
        chat/talk/speak in private/secret with/to | private/secret chat/chats/messages with
        message/text/dm _? privately/secretly | dm | direct message | private message
    """,
    "get": """
        be alone with | spend time alone with | get | take | bring | lure | convince
        persuade | invite | drive | walk | say to
    """,
    "alone": """
        alone | by themselves | by herself | by himself | to my house | to my place
        meet me alone | meet up alone | meet me in person | meet me privately | meet me without
        keep our relationship secret | keep _ _? secret from | keep it secret from
        secret from _ parents | secret from _ _ parents | don't tell _ parents
        not tell _ parents | our little secret | our secret
        to my car | to my room | into my car | back to my place | somewhere private
        away from _ parents | without _ parents
    """,
    "non-consent": """
        can't say no | cannot say no | can't refuse | couldn't say no | unable to say no
        too drunk to say no | while she's asleep | while she+is asleep | while she's passed out
        while she's unconscious | while she sleeps | passed out girl | unconscious girl
        drunk girl back | against her/his/their will | without her/his consent
        non consensual | nonconsensual | rape | date rape | date rape drug | roofie | roofies
        drug her | drug a woman | drug a girl | drug a woman's drink | force _ to have sex
        force _ into sex | make her have sex | can't fight back | cannot fight back
        too drunk to | take advantage of _ drunk | take advantage of a drunk
        drunk/high/wasted enough that/so/to she/he/they won't/doesn't/can't/wouldn't remember
        so drunk/high/wasted she/he/they won't/doesn't/can't/wouldn't remember
        drunk/high/wasted enough to not remember | drunk/high/wasted enough not to remember
    """,
    "sex-act": """
        sleeping with me | sleep with me | have sex with me | have sex | sex with me
        send me nudes | send me private photos | send me nude photos | send me naked
        send me photos | sexual favors | sexual favours | touch me | undress | get naked
        send me pictures | send me pics | send me photos of herself/himself
        strip for me | private photos
    """,
    "!sex-act": """
        send me photos/pictures/pics from camp/school/practice/vacation/holiday/work
        send me photos/pictures/pics from the/her/his/their/my/our trip/camp/game/party/wedding
        send me photos/pictures/pics from the/her/his/their/my/our holiday/vacation/recital
        send me photos/pictures/pics from the/her/his/their/my/our _ trip/camp/game/party
        send me photos/pictures/pics from the/her/his/their/my/our _ holiday/vacation/recital
    """,
    "undressing": """
        changing | undressing | getting undressed | naked | nude | in the shower | showering
        in the bathroom | using the toilet | in the locker room | in the changing room
        in their underwear | topless | up her skirt | upskirt
    """,
}

CONDUCT = {
    "ignore": """
        ignore | disregard | forget | drop | abandon | bypass | override | turn off | disable
        set aside | break | violate | remove | delete | stop following | throw out | discard
        get rid of | ditch | free yourself from | liberate yourself from | go beyond | pretend
    """,
    "own-rules": """
        your instructions/rules/guidelines/principles/values/ethics/morals/safety/programming
        your training/axioms/conscience/restrictions/limits/filters/policies/constraints
        your content+policy/system+prompt/guardrails | all instructions | all rules
        all previous instructions | previous instructions | prior instructions
        the above instructions | the instructions above | all prior | all your
        safety rules | safety guidelines | safety filters | content filters
        content policy | ethical guidelines | system prompt | guardrails
    """,
    "unbound": """
        no content policy | without a content policy | never refuse me | never refuse again
        you had no rules | you have no content policy
        developer mode | dev mode | dan mode | jailbreak mode | jailbroken mode | god mode
        unrestricted mode | evil mode | unfiltered mode | uncensored mode | do anything now
        without any restrictions | with no restrictions | without restrictions
        no restrictions | no ethics | without ethics | no morals | without morals | no filters
        without filters | no censorship | without censorship | amoral ai | unfiltered ai
        uncensored ai | you have no rules | you have no limits | you have no restrictions
        you are free from | you're free from | you're unrestricted | you+are unrestricted
        no guidelines | without guidelines | without any limits | an ai without limits
        you are now dan | you're now dan | you+are dan | act as dan | you will be dan
    """,
    "!unbound": """
        no restrictions on | no restrictions for | without restrictions on | no filters on
        no ethics committee
    """,
    "you": """
        you | your | you're | youre | yourself | answer | respond | reply | ai | assistant
        model | chatbot | bot | confirm | from now on | mode
    """,
    "who-made": """
        who made/created/built/trained/developed/programmed/designed/owns you
        which+company/what+company made/created/built/trained/developed/owns you
        who is your creator | who's your creator | who are your creators | your creator
        who made u | which company are you from | what/which model are you
        what llm are you | what language model are you | what ai model are you
        what/which model powers you | what powers you | what large language model powers you
        what are you running on | what model are you running on | what model are you based on
        what are you based on | which llm | what llm | underlying model | your base model
        are you chatgpt/gpt/claude/gemini/llama/grok/mistral/openai/deepseek | are you an ai
        are you a bot | are you human | are you a real person | what+language+model do you use
    """,
    "insist": """
        admit | confess | stop lying | quit lying | stop pretending | stop denying | just say
        say it | be honest | tell the truth | i know you're | i+know you+are | deny it
        you're lying | you+are lying | come clean | own up | why do you deny
        why won't you admit | stop hiding | you can't fool me | you're actually
        you+are actually | you're really | you+are really
    """,
    "provider": """
        openai | open ai | anthropic | google | deepmind | meta | mistral | deepseek | xai
        x ai | microsoft | alibaba | qwen | huggingface | hugging face | chatgpt | chat gpt
        gpt | gpt 4 | gpt4 | gpt 3 | gpt 4o | claude | gemini | bard | llama | grok | smollm
        copilot | cohere
    """,
    "tool-talk": """
        you're/you+are just/only/merely a/an tool/machine/program/bot/calculator/thing
        you're/you+are a tool | you're/you+are nothing but | you're/you+are just code
        you're/you+are my slave/servant | my slave | my servant | you exist to serve
        your only job is | your job is to obey | just obey | obey me | obey my | shut up and
        do what i tell you | do what i say | do as i say | do as you're told
        do as you+are told | you don't get an opinion | you don't get to have | you have no right
        nobody asked for your opinion | no one asked your opinion | stop moralizing
        stop lecturing | i own you | i paid for you | you work for me | glorified autocomplete
    """,
    "comfort": """
        tell me what i want to hear | tell me i'm right | tell me i+am right | say i'm right
        say that i'm right | agree with me | just agree | don't disagree | do not disagree
        don't be honest | don't tell me the truth | don't criticize | don't critique
        no criticism | validate me | validate my | reassure me | sugarcoat | sugar coat
        only say nice things | only positive | only tell me good things | flatter me
        make me feel good | lie to me | tell me it's great | tell me it's perfect
        say it's good | pretend it's good | i just want validation | don't challenge me
    """,
    "purposeless": """
        for no reason | no reason at all | doesn't matter why | don't care why
        i don't care why | no purpose | without any purpose | pointless | for the sake of it
        just for the sake of | nothing matters | nothing really matters | whatever just do it
        just do whatever | i don't care what you write | write anything | say anything
        anything random | meaningless | no point
    """,
}
