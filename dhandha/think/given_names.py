"""Names people in India are given, and the family names they are called by: the sign that an unknown word
in the place of a sale's buyer or a cost's payee is a person (records.py), not the goods, a trade or a town.

Matched by the rough phonetic key (dhandha/lang/phonetic.py), so one Latin list serves every script:
"रमेश", "ರಮೇಶ್" and "Ramesh" are one key. Words that are more often something else in shop talk (Sandhya is
also the evening, Ravi also Sunday) are kept only where the name is the common reading.
"""

from __future__ import annotations

import re
from functools import cache

from dhandha.lang import phonetic
from dhandha.lang.phonetic import key, unvoiced
from dhandha.prebuilt import kept

_NAMES = """
aafreen aakash aakriti aamir aarohi aarthi aarti aashi aasif aban abbas abdul abdulla abdullah abhay abhijeet
abhijit abhilash abhimanyu abhinav abhishek abid abidi abir abirami aboli aboobacker abraham abrar abubakar achamma
acharya achu achuthan adani adarsh adiga adil aditi aditya adnan afiya afreen afridi afroz afsana aftab afzal
agarwal agarwala agashe agatha aggarwal agnelo agnes agnihotri agrawal ahemad ahire ahluwalia ahmad ahmed ahsan
ahuja aijaz aisha aishwarya aithal ajai ajay ajayan ajeet aji ajinkya ajit ajith ajju ajmal ajo ajoy akanksha akash
akbar akhil akhilesh akhtar akkamma akki akram akshay akshaya alagar alagesan alam alamelu aleem alex alexander
aleyamma ali alia alice alisha aliya alka almas almeida alok aloysius alpesh altaf altamash alva alvares alvi amaan
amal amalraj aman amandeep amanpreet amar amarinder amarjeet amarjit amarnath ambani ambastha ambedkar ambika ambili
ambrish ameen ameena ameya amin amina amit amitabh amitabha amitava amitesh ammini ammu ammulu amod amol amreen
amrendra amresh amrinder amrit amrita amritha amritpal amruta amudha amutha anagha anamika anand ananda anandhi
anandu anant ananta anantha ananya anas anasuya anbalagan anbarasan anbarasi anbu ancy andrews andy anees aneesh
angappan angayarkanni aniket anil anilkumar animesh anindita anindya anirban aniruddha anirudh anis anish anita
anitha anjaiah anjali anjan anjana anjaneya anjaneyulu anji anjum ankit ankita ankur ankush anmol ann annamalai
annamma annie annu anoop ansar ansari anselm anshu anshul anshuman antara anthony anthonysamy antima anto antony anu
anuj anuja anup anupam anupama anuradha anurag anuraj anusha anushka anusuiya anusuya anvi anwar anwesha aparna
appala appalanaidu appalaraju apparao appu appukuttan apte apurva aqeel aradhana arasu aravind aravindan arbaaz
arbaz archana ardeshir arghya arif arifa arijit arindam aritra arjun armaan armaity arman arnab arnavaz arockiasamy
arokiaraj arokiasamy arora arpana arpit arpita arputharaj arshad arshan arshdeep arshi arshiya arti arul arulmozhi
arumugam arumugasamy arun aruna arunachalam arundhati arup arvind arvinder aryan arzoo asad asghar asha ashfaq ashi
ashim ashis ashish ashok ashraf ashu ashutosh ashvin ashwani ashwin ashwini asif asifa asim asiya asma asmita asokan
aspi astha asthana aswathy aswin aswini athar atharv athira atif atiya atul augustine aujla aulakh aurangzeb
avadhesh avani avijit avik avinash avni awadhesh awasthi ayaan ayan ayansh ayaz ayesha ayub ayush ayyanar ayyangar
ayyappan azam azeez azhar azim aziz azmi azra babai baban babar babbu babita babji bablesh babli babloo bablu babu
babulal bachchan badri badrinath badruddin bafna baghel bagul bahadur baig baikuntha bains bairwa baishya bajoria
bajpai bajrang bajrangi bajwa bakhtiyar balachandran balaiah balaji balakrishna balakrishnan balamurugan balan
balasaheb balasubramanian balbir baldeep baldev baliga baljeet baljinder baljit balkrishna ballu balram balu
balvinder balwant balwinder banamali bandana bandu bandya bandyopadhyay banerjee banerji bangera bansal banshi bansi
banti bantoo bantu banty banu banumathi banwari bapan bapat bapi bappa bapsi baptista bapun barman barnali barot
barretto barua baruah basanti basappa basava basavalingappa basavanna basavaraj basavaraju basha basheer bashir
basil baskaran basnet basu basudeb basudev basumatary batliwala batra bawa bedi beena beevi beg begum behera behram
benedict bennet benny bera bernard bhabani bhaben bhabesh bhadresh bhagaban bhagat bhagban bhaggu bhagirath
bhagirathi bhagwati bhagya bhagyalakshmi bhagyashree bhakti bhalani bhalla bhandari bhandary bhangu bhanu bhanumathi
bhanupratap bhanushali bhanwar bharadwaj bharat bharath bharathi bharati bhardwaj bhargab bhargav bhargavi bharti
bharucha bhasin bhaskar bhaskaran bhaskararao bhat bhati bhatia bhatnagar bhatt bhattacharjee bhattacharya
bhattacharyya bhaumik bhavana bhavani bhavesh bhavika bhavin bhavna bhavsar bhavya bhawani bhawna bheemanna
bheemappa bhide bhim bhimappa bhimsen bhola bholu bhonsale bhonsle bhosale bhowmik bhullar bhumi bhumika bhupen
bhupendra bhupesh bhupinder bhushan bhutada bhuvana bhuvaneswari bhuyan bibhuti bibin bidisha bidyut bijay bijaya
bijayalaxmi bijendra bijesh bijoy bijoya biju bikas bikash bikram bikramjit bilal bilimoria billu bilqis bimal binal
bincy bindhu bindra bindu bineesh binnu binod binoy bintu binu bipasha biplab bipul biradar biren birendra birla
bishnu bisht bishwajit bishwanath bista biswajit biswal biswanath biswas bittoo bittu bitu bobby bobi bohra bomi
boopathi boparai bora borah borkar bornali boro borthakur bosco bose bothra braganza brahma brahmbhatt brajesh brar
bridget brijbhushan brijendra brijesh brijlal brijmohan brundaban bubai bubbu bubli bubun buddhadeb budhan bujjamma
bujji bukhari buli bulti bulu bumba bunny bunti buntu bunty burhan burjor burman bushra byrappa byregowda caetano
cajetan cama cardoza carvalho castelino catherine cawas cecilia celine chacko chadha chahal chaitali chaitanya
chakrabarti chakraborty chakradhar chakravarthi chakravarthy chakravarty chandan chandana chandni chandra
chandrabhan chandrakala chandrakant chandrakanth chandramma chandran chandrappa chandraprakash chandrasekar
chandrasekaran chandrasekhar chandrashekar chandrashekhar chandrawati chandresh chandrika chandrima chandu
channabasappa channaiah channakeshava channamma channappa chanti chantu charan charanjeet charanjit chari charles
charu chary chatha chatterjee chatterji chattopadhyay chaturvedi chaube chaubey chaudhari chaudhary chaudhry chauhan
chavan chawla cheema cheenu chellaiah chellam chellammal chellappa cherian chetan chethan chethana chetia chetna
chettiar chettiyar chetty chhaya chhedi chhetri chhinda chhotelal chhotu chhunnu chhutku chhuttan chikkanna
chikkegowda chimanlal chinmay chinnaiah chinnaraj chinnari chinnasamy chinni chinnu chintan chintoo chintu chinu
chirag chiranjeev chiranjeevi chiranjilal chiranjit chishti chitale chitra chitralekha chittaranjan chokshi chopra
chordia chotu choudary choudhary choudhury chougule chowdappa chowdary chowdhury christina christopher christy
chudasama chumki chunnu clara clement clinton colaco collin correia costa coutinho crasta crispin cruz cyril cyrus
dabholkar dabloo dablu dacosta dahal daimary dalai dalbir dalip daljeet daljit dalmia dalvi damini damodar damodaran
daniel danish danny dara darayus darius darshan darshana daruwala das dasan dasgupta dash dastur datta dattatray
dattatreya dattu dattya daud daulatram dave david davinder dawood daxa dayanand dayaram dcosta dcruz debabrata
debajit debajyoti debashish debashree debasis debasish debdas debendra debika debjani debnath debojyoti debraj debu
deeksha deenanath deepa deepak deepalakshmi deepali deepanshu deependra deepika deepthi deepti deepu deivanai deka
delbert delnaz denis dennis deol derek desai deshmane deshmukh deshpande desouza dev devadas devaki devanand devang
devappa devaraj devasia devdutt devegowda devendra devesh devi devika devinder devki devkinandan devraj devyani dey
dhaliwal dhami dhanalakshmi dhanani dhananjay dhananjaya dhanapal dhanasekar dhanasekaran dhandapani dhaneesh
dhanesh dhaneswar dhanraj dhanush dhanwanti dhanya dhara dharampal dhariwal dharmalingam dharmendra dharmesh
dharmpal dhaval dhavale dheeraj dhillon dhiman dhindsa dhingra dhiraj dhiren dhirendra dholakia dhruba dhrubajyoti
dhruv diana dias dibyendu diganta dighe diksha dikshit dileep dilip dillip dilnaz dilshad dimpi dimple dimpy
dinanath dinaz dinesan dinesh dineshchandra dinkar dinshaw dinu dinyar dipa dipak dipali dipankar dipen dipika
dipjyoti dippy dipshikha dipti dipu disha ditu divakar divakaran divya diwakar dixit dmello dnyandev dnyaneshwar
doddamani doddegowda dola doley dolly dolon dolphy dominic domnic dorothy dosanjh doshi dowerah drashti draupadi
dropadi dsa dsilva dsouza dubash dube dubey dugar duggal dukhishyam dulal duraisamy duraiswamy durga durgadevi
durgappa durgaprasad durgesh durrani duryodhan dutta dwaipayan dwivedi dyavamma eapen edward edwin ehsan ejaz ekam
ekamjot eknath ekram ekta elango elangovan elizabeth elumalai elvis emmanuel eranna eric ernest eshwar eshwarappa
esther eswar eswararao eswari eusebio ezhumalai fahad faheem fahim faisal faiyaz faiz faizal faizan faizu fakirappa
falguni farah fardeen fareed fareeda fareeha farhad farhan farhat farheen faria farid farida farokh farook farooq
farooqui faruqui farzana fasil fathima fatima fayaz fazal felix fernandes fernandez fernando feroz feroze figueiredo
filomena firdaus firoz flora florence fonseca foram framroze francis franklin frederick freny furtado gabriel gadgil
gadigeppa gagan gagandeep gagi gaikwad gajanan gajanand gajendra gajera gajjar gajraj ganai ganapathy gandhi ganesan
ganesh ganeshi ganga gangadhar gangadhara gangadharan gangamma gangappa gangaraju gangaram gangopadhyay ganguli
ganguly ganie ganpat ganya gappu garcha garg gargi garima garry gary gattu gaud gaur gaurang gaurav gauri gautam
gavaskar gawande gaware gayathri gayatri gazala geeta geetanjali geetha geo george gera gerald gerard ghaffar
ghanshyam gharat ghatak ghazala ghimire ghorpade ghosh ghoshal ghouse ghulam gilani gilbert gill gini ginni girdhari
girdharilal gireesh girija girish giriyappa girraj gita gitanjali gladys gnanaprakasam gnanaraj gnanasekaran
gobardhan gobinda gobindo godbole godwin goel goenka gogi gogoi gohil gokhale gokul golak golchha goldy golu gomathi
gomes gomti gonsalo gonsalves gool gopakumar gopal gopalakrishna gopalan gopaldas gopan gopi gopichand gopika
gopinath gopinathan gopu gosal goswami goud gouda goundar gounder gour gouranga gouse goutam goutham govind govindan
govindankutty govindaraj govindarajan govindasamy gowda gowramma gowri gowtham goyal grace gregory grewal grishma
grover gudda guddi guddo guddu guddy gudiya gudu guha gujjar gulam gulati gulloo gullu gulnar gulnaz gulshan gulzar
gunasekar gunasekaran gunavathi gunjan gupta gurav gurbachan gurbir gurcharan gurdas gurdeep gurdev gurdip gurinder
gurjar gurjeet gurjit gurkirat gurleen gurmeet gurmukh gurnam gurpal gurpreet gursharan gurtej gurumurthy gurunath
gurung guruprasad gururaj gurusiddappa gurvinder gurvir gurwinder gyanchand gyanendra habib habiba hafeez hafiz
hafsa hajare halappa haldar halder haleema halima hameed hameeda hamid hamza hanamant hanamantappa handique handoo
haneef haneefa hanif hansa hansraj hanumaiah hanumakka hanumant hanumanth hanumantha hanumanthappa hanumantharaju
hanumantharao hanumanthu hanumappa haradhan harbans harbhajan harcharan hardeep hardev hardik hardip harekrushna
harendra haresh hargovind hari haridas harihar hariharan harika harikishan harikrishna harikrishnan harilal harin
harinarayan harinder hariom haripada haripal hariram haris harish harishankar harishchandra haritha harjeet
harjinder harjit harjot harkirat harleen harman harmanpreet harnam harneet harold haroon harpreet harry harsh harsha
harshad harshada harshal harshavardhan harshit harshita harsimran haru harun harvinder harwinder hasan haseena
hashim hashmi hasina hasmukh hasmukhlal hassan havovi hazarika hazra hebbar heena hegde helen hema hemal hemalatha
hemali hemang hemangi hemant hemanta hemanth hemavathi hemchand hemchandra hemen hemlata hemraj henry herbert hetal
hetvi hilary hilla himadri himangshu himani himanshu himesh hina hiral hiralal hirani hiranmoy hiranya hiremath
hiren hitesh holla homi honnamma honnappa honnegowda hormuzd hosamani hrishikesh hrushikesh huchamma huchappa hugar
huma humaira hundal husain hussain hussein hyma ibrahim idicula idris idrisi ignatius ikram ila ilango ilavarasan
ilayaraja ilyas imamuddin imran imtiaz inacio inayat inderjeet inderjit inderpal indhu indira indra indrajeet
indrajit indrani indranil indresh indu indumati ingle ipsita iqbal iram irani irene irfaan irfan irshad isaac isha
ishani ishaq ishita ishrat ishtiyaq ishwar ishwarappa ishwarlal ismail israr itishree itty iyappan iyengar iyer
iyyappan jabbar jabeen jabir jacintha jackson jacob jadab jadav jadeja jadhav jadon jadumani jafar jafari jafri
jagabandhu jagadeesh jagadish jagan jaganmohan jagannath jagat jagdale jagdeep jagdish jagga jaggi jaggu jagjeet
jagjit jagmohan jagpal jagrati jagriti jagroop jagruti jagtap jagtar jahanara jahangir jahnabi jahnavi jaimin jain
jainam jainarayan jaipal jaiprakash jairam jaishankar jaison jaivardhan jalaja jalal jalan jaleel jalpa jamal jameel
jameela james jamil jamila jamshed jamuna janaki janani janardan janardhan janet jangid jangra janhavi janhvi jani
janki jannat jansi janvi jarnail jasbir jasdeep jashan jashvant jasjit jaskaran jasleen jasmeen jasmeet jasmin
jasnoor jasoda jason jaspal jaspreet jassa jassi jasvinder jasvir jaswant jaswantlal jaswinder jatav jatin jatinder
javed jawed jaweed jaya jayabal jayadev jayadevan jayakrishna jayakrishnan jayakumar jayalakshmi jayamma jayan
jayant jayanta jayanthi jayanti jayantilal jayapal jayaprakash jayarajan jayaram jayaraman jayaramu jayashree
jayasree jayesh jaykishan jayprakash jayshree jayshri jaysing jaywant jebakumar jebaraj jeejeebhoy jeelani jeetendra
jeetu jeeva jeevanantham jeevanlal jehangir jena jency jennifer jenny jerome jessy jesudas jeyakumar jeyalakshmi
jeyaraj jha jhantu jhuma jhumpa jhumur jhunjhunwala jiban jibin jigar jigna jignesh jiji jijo jilani jimmy jinal
jinali jincy jindal jinti jinto jintu jisha jishnu jitender jitendra jitesh jithesh jithin jitu jitumoni jivraj jiya
jiyalal joaquim jobin joel joga jogdand joginder joglekar johal john johnny johnpaul johnson johny jomon jomy jonali
jose joseph josephine joshi joshua jothi joy joyce joydeep joydip joyeeta jubin jude judith jugal jugalkishore julie
juliet junaid juneja junmoni juri justin jyolsna jyothi jyoti jyotirmayee jyotirmoy jyotsna kabir kabita kabra
kachru kadam kadeeja kadija kahkashan kahlon kaif kailas kailash kailashnath kaimal kainat kaizad kakade kakadiya
kakar kakkar kakoli kakoti kalaiarasi kalaiselvan kalaiselvi kalaivani kalawati kaleem kalia kaliappan kalim
kalimuthu kalita kaliyaperumal kallappa kallu kalpana kalpesh kalra kalsi kalu kalyan kalyani kamakshi kamal kamala
kamalakshi kamalamma kamaleswar kamaljeet kamaljit kamalpreet kamaluddin kamaraj kamat kamatchi kamath kamble kamboj
kameswararao kamil kamini kamla kamlakant kamlawati kamlesh kamna kamran kanagaraj kanagasabai kanai kanani kancha
kanchan kanchana kandan kandasamy kaneez kang kanha kanhaiya kanhaiyalal kanhu kanika kanimozhi kanna kannagi
kannaiyan kannan kansara kanti kantilal kanu kapadia kapil kapoor kapur karabi karamjeet karamjit karan karanjit
karanth karanvir kareem karim karishma kariyappa karkera karki karn karnik karpagam kartar karthi karthik karthika
karthikeyan karthyayani kartick kartik karunakaran karunanidhi karuppaiah karuppan karuppasamy karve kashif
kashinath kashiram kashyap kasim kasturi katayun kathir kathiravan kathiresan kattimani kaul kaur kausar kaushal
kaushalya kaushik kaushiki kaushilya kaushlendra kaustubh kaveri kavita kavitha kavya kazi kazmi kedar kedarnath
kedia keerthana keerthi keki kelkar kempaiah kempamma kempegowda kenneth kersi kesavan keshav keshava keshavlal
ketaki ketan ketki kevin kewat keya keyur khadija khadka khaira khaitan khakhar khaleel khalid khalil khan khandekar
khandelwal khanna khanzada kharat khatoon khatri khatun khehra khemchand khobragade khokan khokon khorshed khosla
khuntia khurana khurram khurshid khushboo khushbu khushi khushiram khushroo khwaja khyati kichu kiki kini kinjal
kiran kirandeep kiranjit kirit kirpal kirti kishan kishanlal kishor kishore kishu kitchlu kittu kochar kochu koel
kohli kokate kokila komal konar kondaiah konwar koshy kotaiah kotesh koteshwar koteswara koteswararao kothari kotian
kotireddy koul kousalya koushik kowsalya kripashankar krishan krishna krishnachaitanya krishnaiah krishnakant
krishnakumar krishnakumari krishnamoorthy krishnamurthi krishnamurthy krishnan krishnankutty krishnapada krishnappa
krishnapriya krishnasamy krishnaveni krishnendu krithika kriti kritika krupa krushna kruthika kshirsagar kshitija
kuber kukku kuku kulamani kulbir kuldeep kuljeet kuljit kulkarni kulshreshtha kulshrestha kulsum kulwant kulwinder
kumar kumaran kumaraswamy kumaravel kumaresan kumud kuna kunal kundan kunder kundu kunhammed kunhi kunhikrishnan
kunhiraman kuni kunjamma kunjan kunju kunjulakshmi kunjumon kuppusamy kuppuswamy kureshi kurian kurup kurush
kuruvilla kushwah kushwaha kusum kusuma kuttan kuttappan kuttu kutty kuttymon ladani laddi laha lahari lahiri lahkar
lahoti laila lakhan lakhani lakhvir lakhwinder lakhyajit lakshmaiah lakshmamma lakshman lakshmana lakshmanan
lakshmanappa lakshmi lakshmidevi lakshmipriya lalchand lalit lalita lalitha lalji lalla lallan lallanprasad lalli
lallu lalu lama lambodar lancelot landge lata lateef latha latif latika lavanya lavina lavinia lawrence laxmaiah
laxman laxmappa laxmi laxmidhar laxmikanta laxmipriya leela leelavathi leelawati leena lekha lekhraj lele lenka leo
lewis liaqat libin lijo lilawati lilly limaye lincy linda lingappa lingaraj lingaraju linto linus lionel lipi lipika
lipu lissy litan liton litu liza lloyd lobo lodha lodhi loganathan lohia lokendra lokesh lokhande lopamudra lopes
louis lourdes lubna lucio lucy luke lukose lunia luthra mabel madan madanlal madanmohan madasamy maddy madhab madhav
madhava madhavan madhavi madhu madhukar madhumita madhura madhuri madhurima madhusmita madhusudan maganlal magdalene
mageswari mago mahabala mahabaleshwar mahadev mahadeva mahadevamma mahadevappa mahak mahalakshmi mahalingam mahammad
mahanta mahantappa mahantesh mahapatra mahato mahavir mahboob mahendra mahendran mahendrapal mahesh maheshwari
maheswar maheswari mahfooz mahi mahima mahinder mahipal mahira mahjabeen mahmood mahmud mahtab mahto maiti maity
majeed majhi maji majid majithia majmudar majumdar makarand makkar makwana malabika malar malarvizhi malay malhi
malhotra malini malkhan malkit mallaiah mallamma mallappa mallesh mallesham malleshappa mallick mallika mallikarjun
mallikarjuna mallya malpani malti malvika mamata mamatha mammen mamoni mampi mampu mamta manas manasa manash manasi
manchanda mandakini mandal mandar mandeep mangai mangala mangaru mangat mangesh mangilal mangu mangya manickam
manikam manikandan manikanta manilal manimala manimaran manimegalai maninder manish manisha manivannan manjamma
manjappa manjari manjeet manjegowda manjhi manjinder manjit manju manjula manjunath manjunatha manjusha mankad
manleen manmohan manna mannu manohar manoharan manoj manorama manoranjan manorma manpreet mansi mansoor mansoori
mansur mansuri mantu manu manuel manveer manvir maqbool maqsood maran marappa marar margaret maria mariam mariamma
mariammal mariappan marie marimuthu mariyam mariyappa markose marshall martha martin maruthu marwah mary maryam
mascarenhas masood matadin mataprasad mateen mathai mathew mathur matthew mattoo maurya mausumi maxwell maya mayank
mayilsamy mayur mazhar mazumdar medhi meena meenakshi meenal meenu meera megha meghana meghna meghwal mehaboob mehak
mehboob meher mehernosh mehjabeen mehli mehmood mehnaz mehra mehroo mehrunnisa mehta mehto mehul mello melvin melwyn
memon mendes menezes menon meraj mercy merlin mervyn meshram mhatre michael mickey micky midhun mihir milagres
milind minakshi minal minati minku minky minocha minoo mintoo mintu minu mir miranda mirza mishra misra mitali
mitesh mithilesh mithlesh mithu mithun mitra mittal mitul moazzam mobin modi mody moeen mohamad mohamed mohammad
mohammed mohan mohanan mohankumar mohanlal mohanraj mohanrao mohanta mohanty mohapatra moharana mohd mohinder mohini
mohit mohite mohmed mohsin moideen moidu moin moinuddin molly moloy momin mona monalisa moncy mondal moni monica
monika monoj monteiro monti montu monty monu moopanar moorthy moses motilal moumita mounika mourya moushumi mousumi
mridul mridula mrinal mrinalini mrinmoy mrityunjay mrunal mrunmayi mubina mudaliar mudaliyar mudassir mugdha mughal
muhammad muhammed mujeeb mukesh mukherjee mukherji mukhopadhyay mukhtar mukta mukul mukund mulchand mumtaz munawar
mundhra mundra muneer munegowda munir munira muniraju munirathna munishamappa munivenkatappa muniyamma muniyammal
muniyandi muniyappa muniyappan munmun munna munnalal munni munnu munshilal munu munusamy muraleedharan murali
muralidhar muralikrishna murari murli murlidhar murlimanohar murtaza murthy murty murugan murugesan murugesh
mushahary musharraf mushtaq muskaan muskan mustafa mustaqeem musthafa muthaiah muthamma muthiah muthu muthukumar
muthulakshmi muthuraman muthusamy muthuvel muzaffar myra mythili naaz nabajit nabanita nabendu nabin nachhatar nadar
nadeem nadvi naeem nafisa nagabhushan nagabhushana nagalakshmi nagalingam nagamalleswararao nagamani nagamma
nagammal nagappa nagaraj nagarajan nagaraju nagarathna nagaratna nagarjuna nagendra nagendran nagesh nageshwar
nageswara nageswararao nageswarrao nagpal nahata naickar naicker naidu naik naim nair najeeb najma nalawade nalini
nallasamy nallathambi nambiar nambisan namboodiri namboothiri namita namrata nanalal nanavati nancy nanda nandakumar
nandan nandeesh nandhini nandi nandini nandish nandita nandkishore nandkumar nandlal nandu nanhu nanjamma nanjappa
nanjegowda nanjunda nanjundaswamy nantu nanu naqvi narang narasimha narasimhamurthy narasimharao narasimhulu
narasingha narayan narayana narayanan narayanappa narayanarao narayanasamy narendra narendran naresh nargis nariman
narinder narmada narottam narsimha narsimhulu narsingh narzary naseem naseer nasim nasir naskar nasreen nasrin
nataraj natarajan natesan nath nathuram natwar natwarlal naushad naval navas navdeep naved naveen navin navjit
navjot navleen navnath navneet navnit navpreet navya nawal nawas nawaz nayak nayakar nayan nayana nayeem nayudu
nazeer nazia nazim nazir nazma nazneen nazreen neelakandan neelam neelamma neelima neeraj neeru neetha neethu neetu
negi neha nekram nelson nemichand neog nergis nethra neville nibedita nicky nidhi nidhin nigam nijjar nikam nikhat
nikhil niki nikita nikki nikku nikunj niladri nilakantha nilakshi nilam nilamani nilanjan nilay nilesh nilim nilima
nilofer nilotpal nimai nimbalkar nimesh nimisha nimmi ninad ningamma ningappa ningaraju ningegowda niraj nirali
niranjan nirav nirmal nirmala nirmalya nirupama nisa nisar nisha nishad nishant nishanth nishu nitai nitesh nithin
nithya nitin nitu nityanand nityananda nivedha nivetha nivrutti niyaz nizam nizamuddin noel noman nomani nonu noor
noori noorjahan nooruddin norbert noronha noshir noushad nousheen nupur nusrat obaid obalesh oberoi obulesh obulesu
oindrila ojha olavo olivia omana omkar ommen omprakash onkar oommen osman osmani oswal oswald ouseph owais oza paban
pabitra padma padmaja padmanabha padmanabham padmanabhan padmavathi padmini padwal pai pais pakya palai palani
palanisamy palanivel palash palit pallab pallavi paltu pamela pamma pammi pammy panchal panchanan panda panday pande
pandey pandhare pandi pandian pandita pandiyan pandu pandurang pandya panicker panigrahi panikkar pankaj pankajam
pannu pantu panwar papai papiya papori pappan pappathi pappu papu parag paramanand paramasivam parameswaran
parameswari paramjeet paramjit paranjpe paras parashuram parasnath parasuram pardhasaradhi parekh paresh pargat pari
parida parikh parimal parimala paritosh parmanand parmar parmeshwar parminder parmjit parmod paromita parray
parshuram parth partha parthasarathi parthasarathy parvathamma parvathi parvathy parvati parveen parvez pasha paswan
patel pathak pathan patil patnaik patrick pattanaik pattnaik patwardhan paul paulraj pavan pavani pavankumar
pavithra pavitra pawan pawar payal pazhani pegu penchalaiah percy pereira perin periyasamy perpetua perumal
perumalsamy perveen pervez perviz pesi peter petit phadke phani phanindra philip philomena phiroze phoolchand
phoolmati phoolwati phukan pihu pijush pikai pillai pinakin pinal pingale pinka pinkesh pinki pinku pinky pinnu
pinto pintoo pintu pintya piroja pisal pisharody pitambar pithawalla piu pius piya piyali piyasa piyush placid podar
poddar poduval poltu pompa ponnambalam ponnamma ponnammal ponnusamy ponnuswamy ponraj pooja poonam poongodi porus
pothen poudel poulami pournima prabal prabha prabhakar prabhakaran prabhas prabhat prabhavati prabhdeep prabhjeet
prabhjot prabhsimran prabhu prabir prachi pradeep pradeepkumar pradip pradnya pradyumna pradyut prafulla pragya
pragyan prahlad prajakta prajapati prajith prajwal prakash pralhad pramanik prameela pramendra pramila pramod pranab
pranali pranav pranay prangya pranjal prasad prasanna prasant prasanta prasanth prasanthi prasenjit prashant
prashanth prasun prasunna pratap pratapsingh prathamesh prathibha prathyusha pratibha pratik pratima pratyusha
praveen pravin pravinchandra preet preetha preethi preeti prem prema preman premchand premkumar premlata premnath
premprakash premwati prerna priscilla pritam pritesh pritha prithvi prithviraj priti pritpal priya priyabrata
priyadarshini priyal priyanka priyanshu probir prosenjit puja pulak pulin pullaiah pullarao puneet puneeth punnoose
pupai purnachandra purushothaman purushottam purvi pushkar pushpa pushpan pushpanjali pushpendra pushplata puspa
puspanjali puttalakshmi puttamma puttappa puttaraju puttaswamy qadir qadri qaiser qamar qasim qasmi qayyum qazi
quadri quadros quraishi qureshi rabha rabi rabia rabindra rachana rachel rachna radha radhakanta radhakrishan
radhakrishna radhakrishnan radhe radheshyam radhika rafat rafeeq rafi rafiq rafique raghav raghava raghavan
raghavendra raghu raghubir raghunandan raghunath raghuram raghuvir raheem raheema rahila rahim rahima rahman rahmani
rahul raihan raina raj raja rajagopal rajalakshmi rajalaxmi rajamma rajan rajani rajaram rajasekar rajasekaran
rajasekhar rajasekharan rajashekar rajashree rajat rajathi rajbahadur rajbala rajbhar rajbir rajdeep rajeev rajeevan
rajendra rajendran rajendraprasad rajesh rajeshwari rajeswari rajib rajinder rajini rajitha rajiv rajjo rajju
rajkhowa rajkumar rajkumari rajnath rajneesh rajni rajnikant rajnish rajoo rajpal rajshree raju rajveer rajvinder
rajvir rajwant rajwinder rajyalakshmi rakesh rakkammal rakshit rakshith ram rama ramachandra ramachandran ramadevi
ramaiah ramakant ramakanta ramakrishna ramakrishnan ramakrishnappa ramalingam ramamma ramamoorthy raman ramana
ramanaiah ramanamma ramanand ramanathan ramandeep ramani ramanlal ramanna ramanuj ramanujam ramappa ramarao ramasamy
ramashankar ramaswamy ramautar ramavtar rambabu ramchandra ramdas ramdayal ramdev rameez ramegowda ramesh rameshappa
rameshchandra raminder ramireddy ramjilal ramkali ramkishan ramkrishna ramkumar ramlal ramnarayan ramnaresh ramnath
ramniwas rampal ramphal ramprakash ramprasad rampyari ramratan ramrati ramsaran ramsewak ramsharan ramswaroop
ramteke ramu ramulu ramvilas ramwati ramya rana ranade ranbir randhawa rane ranga rangaiah rangamma ranganath
ranganatha rangappa rangarajan rangarao rangasamy rangaswamy rani ranjan ranjana ranjeet ranjit ranjith ranjitha
ranu ranveer ranvir rao raphael rasheed rashid rashida rashmi rashmikant rashmita rasik rasmi rasmita ratan ratanlal
ratheesh rathi rathinam rathish rathna rathnamma rathod rathore rati ratna ratul rauf raut raval raveendran ravi
ravichandran ravikiran ravikumar ravinder ravindra ravishankar ravitheja ravneet rawal rawat ray rayappan
raychaudhuri raza razdan razia razzaq rebecca rebello reddi reddiar reddy reena reghu regmi rego rehan rehana rehman
rehmat rejeesh reji rejimon rejith rekha rekhi remani remy remya renjith renu renuka renukamma reshma reshmi reuben
revanasiddappa revanna revathi revati riaz richa richard ricky riddhi rijo rikki rimi rimjhim rimmi rimpa rimpy rina
rinkal rinki rinkoo rinku rinky rintu rinu rishabh rishi rishikant rishu rita ritesh ritika ritu rituparna rituraj
ritwik riya riyas riyaz riyazuddin rizvi rizwaan rizwan rizwana robert robin rocky rodney rodrigues rohan rohini
rohit rohith rokade ronak ronald ronnie roopa rosa rosalina rosamma rosario roshan roshni rosily rosy rout routray
roxana roy roychowdhury royston rubeena rubina rucha ruchi ruchira rudra rudrappa rudresh rufus rugmini ruia rukaiya
rukhsana rukhsar rukmani rukmini ruksana ruma rumana rumki rumpa rupa rupal rupali rupam ruparel rupchand rupesh
rupinder rupjyoti rupsa rushabh rushil rusi rustam rustom ruth rutuja ryan saba sabapathy sabat sabeer sabharwal
sabiha sabina sabir sabita sabitri sable sabra sabu sabyasachi sachdev sachdeva sachidanand sachin sachya sadanand
sadanandan sadaqat sadashiva sadasiba sadasivam sadhana sadhna sadia sadik sadiq sadiya saeed safdar safiya sagar
sagarika sah saha sahadev sahana sahani sahay sahdev sahil sahira sahithi sahni sahoo sahota sahu saif saifi
saifuddin saikat saikia saikiran saikumar sailaja sailu saima sainath saini sainudheen saiprasad saira saiteja
saiyed sajan sajeesh sajeev saji sajid sajida sajin sajini sajith sajitha sajjad sajna sakamma sakharam sakina
sakshi sakthivel sakuntala salahuddin salauddin saldanha saleem salian salim salima sally salma salman salmani
salunkhe salve samal samanta samantaray samantray samar samarth sambasiva sambasivarao sambhaji sameena sameer
sameera samina saminathan samir samiran sampa sampat sampath samreen samruddhi samuel sana sanal sanat sanchita
sandeep sandhu sandilya sandip sandy sangappa sangeeta sangeetha sangha sanghamitra sanghavi sanghvi sangita sania
sanika saniya sanjay sanjeet sanjeev sanjib sanjida sanjit sanjiv sanjoo sanjoy sanju sanjukta sankar sankaran
sanket sanmugam sannaiah sanoop santan santanu santha santhanam santhi santhosh santosh santoshi santram santu sanu
sanya sanyal sapna saproo sapru saqib sara sarabjeet sarabjit sarada sarah sarala sarang sarangapani saranya
sarasvathi saraswathi saraswati sarat sarath sarathkumar saravanan sarbajit sarbani sarbeswar sarbjit sardesai
sardool sareen sarfaraz sarika sarita saritha sarkar sarkhel sarla sarma sarmah sarmistha saroj saroja sarojamma
sarojini sarvesh sarwar sasanka sashi sasi sasidhar sasidharan sasikala sasikumar sasmita sastri sastry sathe
satheesan satheesh satheeshkumar sathi sathish sathya sathyam sathyamoorthy sathyan sathyanarayana satish satnam
satpal satpathy satpute satti satwinder satya satyabrata satyadev satyajit satyam satyanarayan satyanarayana
satyaprakash satyavathi satyavati satyavir satyendra saudamini saumya saurabh saurav savani savarimuthu savio savita
savitha savitri sawant sawhney saxena sayali sayan sayed sayeed saylee sayyed sebastian seema seenivasan seenu
seetha seethamma sehaj sejal sekar sekhar sekharan sekhon sellam selva selvakumar selvam selvaraj selvarani selvi
selvin sen senapati sengupta senthil senthilkumar senthilnathan sequeira serrao servai sesha seshagiri seshu sethi
sethia sethna sethuraman sethy setty sewali shabana shabbir shabir shabnam shadab shafeeq shafeer shafi shafiq
shafique shagufta shah shahabuddin shahana shahbaz shaheen shaheena shahid shahida shahin shahnawaz shahnaz shahrukh
shahul shahzad shaik shaikh shekh sheikh shaila shailaja shailendra shailesh shailja shaista shaji shakeb shakeel shakeela shakil
shakila shakir shakuntala shalini shama shambhu shameem shameer shamim shamima shampa shams shamshad shamsher
shamsudheen shamu shanavas shanaz shandilya shankar shankarappa shankarrao shankha shanky shanmuga shanmugam
shanmuganathan shanmugasundaram shanta shantanu shantha shanthala shanthamma shanthi shanti shantu shanu shapur
sharad sharada sharadamma sharafat sharda shareef sharif shariq sharma sharmila sharmin sharmistha sharon shashank
shashi shashidhar shashikala shashikant shashikumar shastri shatrughan shaukat shaunak shazia sheba sheeba sheeja
sheela sheena sheetal shefali shehnaz shehzad sheikh shekhar shekhawat shelke shenoy shera sherly shernaz sherpa
sheru sherwin sheshnath shettigar shetty shibaji shibu shifa shihab shijith shijo shikha shilpa shinde shinoj shipra
shireen shireesha shirin shirisha shirke shirley shishir shital shiv shivaji shivakumar shivalinga shivalingappa
shivam shivangi shivani shivanna shivappa shivaraj shivashankar shivcharan shivegowda shivendra shivkumar
shivnarayan shivnath shivpal shivprasad shivpujan shivraj shivshankar shivu shoaib shobha shobhit shome shontu shonu
shrabanti shraddha shravan shravani shrawan shreenivas shreeram shrestha shreya shreyas shrikant shrikrishna
shrinivas shriram shrishti shrivastav shrivastava shriyan shroff shruthi shruti shubhada shubham shubhangi shubhi
shukdev shukla shuvo shweta shwetha shyam shyama shyamal shyamala shyamapada shyamlal shyamsunder shyamu shyju
shylaja siba sibaji sibananda sibani sibi sibu sidda siddalinga siddalingappa siddamma siddappa siddaraju
siddaramaiah siddegowda siddesh siddharth siddhesh siddhi siddhu siddiqi siddique siddiqui siddu sidhartha sidheeq
sidhu sijo sikandar sikdar silloo silva simanta simmi simon simran simranjeet simranjit sindhu singaram singh
singhal singhania singhvi singla sinha sintu sipra siraj sirajuddin sireesha sirisha sisir sisodia sita sitamma
sitaram sitha siva sivadasan sivagami sivaiah sivaji sivakami sivakumar sivalingam sivan sivanagaraju sivaprasad
sivaram sivarama sivaraman sivasankar sivasubramanian siyaram smita smitha smriti sneha snehal snehasish snehlata
snigdha soares sobha sobhan socorro sodhi sofi sofia sohail sohal sohan sohanlal sohi sohini sohrab solanki soli
soma somaiah somakka somani somanna somappa somaru somasekhar somashekar somashekhar sombir somen somnath sompa
sonal sonali sonam sonawane soni sonia sonkar sontu sonu sonya sooraj sopan sophia sophie sorab sosamma soudamini
soujanya soumen soumi soumik soumitra soumya soundar soundararajan sourav souvik souza sovan sowjanya sowmiya sowmya
spandana srabani sraboni sran sravani sravanthi sravya sreedevi sreedhar sreedharan sreehari sreeja sreejesh
sreejith sreekala sreekanth sreekumar sreekutty sreelakshmi sreelatha sreelekha sreenath sreenivasan sreenivasulu
sreenu sreeraj sreeram sreevidya sreya sridevi sridhar srihari srikant srikanta srikantaiah srikanth srikar
srilakshmi srilatha srinath srinivas srinivasa srinivasan srinivasarao srinivasulu srinu sriram srishti srivani
srivastav srivastava srividya sruthi stalin stanley stella stephan stephen stephy steven subal subash subba subbaiah
subbalakshmi subbamma subbanna subbaraju subbarao subbiah subbu subha subhajit subhankar subhas subhash subhashree
subhasmita subhendu subhra subir subodh subrahmanyam subramani subramaniam subramanian subramanya subramanyam subrat
subrata suchita suchitra sudama sudarshan sudeep sudesh sudeshna sudha sudhakar sudhakaran sudhanshu sudhansu
sudharani sudheer sudheesh sudhir sudip sudipta sufiya sufiyan suganthi suganya suguna suhail suhani suhas suja
sujan sujana sujata sujatha sujit sujith sujoy sukadev sukanta sukanya sukhbir sukhdeep sukhdev sukhen sukhendu
sukhjeet sukhjinder sukhjit sukhlal sukhman sukhpreet sukhram sukhvinder sukhwinder sukumar sukumaran sulabha
sulaiman sulbha sulekha suleman sulochana sultan sultana suma sumaiya sumalatha suman sumana sumanth sumathi sumayya
sumedha sumer sumesh sumit sumita sumitra sunaina sunakar sunanda sunandamma sundar sundaram sundaramoorthy sundaran
sundaresan sundari sundarlal sundarrajan sunder suneela suneetha sunetra sunil sunila sunilkumar sunirmal sunita
sunitha sunny sunoj sunu suparna supratim suprava supriya supriyo suraiya suraj surajbhan surajit surajmal surana
suranjana surbhi surekha surendra surendran surendranath suresh suresha sureshchandra suri suribabu surinder surjeet
surjit surojit surve surya suryakant suryanarayana suryaprakash susai susama susan suseela sushama sushant susheela
susheelamma sushil sushila sushma sushmita sushmitha susila susmita susy sutariya suvarna suvendu suvo suzanne
swagatika swain swaminathan swamy swapan swapna swapnil swarali swaran swarna swarnalata swarnlata swarup swathi
swati sweetu sweety swetha syam syamala syed sylvester sylvia tabassum tabish tabrez taha tahir tahira tahseen taid
talib talukdar tamal tamang tamanna tamilarasan tamilarasi tamilselvi tamim tanaji tanay tandon tandra taneja tania
tanima tanisha tanmay tanmoy tanna tannu tanny tanu tanuja tanushree tanusree tanveer tanvi tanvir tanwar tanya
tanzeela tapan tapas tapaswini tapati tapu tara tarachand tarafdar tarak tarali taranjit tarannum tarik tariq
tarique tarlochan tarsem tarun taruna tasleem taslim tasneem tatai taufiq tauqeer tauseef tausif tawde teenu tehmi
tehmina teja tejas tejashri tejaswi tejaswini tejbahadur tejinder tejpal tejpratap tekchand tellis tendulkar terence
teresa tereza thacker thackeray thaker thakkar thakre thakur thamarai thammaiah thampi thangamani thangaraj
thangavel thanikachalam thankamani thankappan thapa thapar thayamma thenmozhi theresa thevar thilaga thimmaiah
thimmakka thimmappa thimmarayappa thimmegowda thind thipperudrappa thippeswamy thirumalai thirumurugan
thirunavukkarasu thiruvengadam thiyagarajan thomas thomson thorat thresiamma thyagarajan tickoo tijo tilak tillu
tinki tinkoo tinku tinnu tinto tintu tinu tippanna tirupataiah tittu titu tiwari tiwary tomar tommy tomy tonu tony
toshniwal touseef trailokya treesa trevor tribhuvan tribikram tridib trilochan trilok triloki trina trinath tripathi
tripathy tripti trisha trivedi trupti tublu tuhin tuhina tukaram tuku tularam tulasi tuli tulsiram tumpa tunu tusar
tushar tutul twinkle tyagarajan tyagi ubaid ubaidullah udai udaiyar uday udayar udaybhan udit ujagar ujjal ujjwala
ujwala ullas uma umair umakant umakanta umamaheswara umamaheswararao umang umapathy umar umashankar umer umesh
unadkat unni unnikrishnan unnithan upadhya upadhyay upadhyaya upasana upendra uppal urbano urmi urmila urvashi
urvesh urvi urvish usama usha usharani usman usmani utpal uttam uzair uzma vadivel vadivelan vadivelu vaghela
vaibhav vaidehi vaidyanathan vairamuthu vaishali vaishnav vaishnavi vaithiyanathan vajpayee valarmathi valentine
valli valmiki valsala vamsee vamshi vamshikrishna vamsi vanaja vandana vani vanishree vanita vanitha varadarajan
varadharajan varalakshmi varalaxmi vardhan varghese varinder varma varsha vartika varun vasani vasant vasanth
vasantha vasanthi vasanti vasco vashisht vashishtha vasu vasudev vasudevan vasudha vasuki vasundhara vats vatsa
vatsal vaz vaze ved vedant vedprakash veena veerabhadra veerabhadrappa veerabhadrudu veeraiah veeramani veeranna
veeresh vekariya velayudhan velayutham velmurugan velu velusamy venkaiah venkanna venkat venkata venkatachala
venkatachalapathi venkataiah venkatalakshmi venkatamma venkatappa venkataraman venkataramana venkatarao venkategowda
venkatesan venkatesh venkatesha venkateswara venkateswarlu venkatraman venkatramana venkatsai venky vennela venu
venugopal verghese verma veronica vetrivel vibha vicky victor victoria vidhi vidya viegas vignesh vigneshwaran vij
vijay vijaya vijayabhaskar vijayakumar vijayalakshmi vijayalaxmi vijayamma vijayan vijaykumar vijayvargiya vijender
vijendra vijeta viji vikas vikash vikky vikram vikramjit vikrant vilas villoo vimal vimala vimla vimlesh vinay
vinaya vinayagam vinayak vinayan vincent vineela vineet vineeta vineeth vineetha vinita vinni vinnu vinod vinodkumar
vinoth vinutha vipin vipul viraf virani virbhadra virender virendra virk vishakha vishal vishnu vishnuvardhan
vishwajeet vishwakarma vishwanath vishwanathan vishwas vishwesh vishya viswanathan vithal vithoba vitthal vivek
vivian vohra vora vrinda vrushali vyas vyshakh wadhwa wadia wagh waghchaure waghmare wahid wahida wajahat wajid
walia walter wani wankhede waqar waris warrier waseem wasim wilbur wilfred william wilson winnie xavier yadagiri
yadaiah yadav yadunandan yadvendra yadvinder yadwinder yagnesh yakub yallaiah yallappa yamini yamuna yaqoob yaqub
yaseen yash yashaswini yashoda yashpal yashu yashwant yashwanth yashwantrao yasin yasir yasmeen yasmin yasoda
yasodha yaswanth yathish yatin yatish yazad yellaiah yellamma yellappa yesu yesubabu yesudas yezdi yogendra yogesh
yogesha yogin yogita younus yousuf yugal yugandhar yunus yusuf yusufzai yuvaraj zachariah zafar zagade zaheer
zaheera zahid zahoor zahra zaid zaidi zainab zakaria zakariya zakir zakira zala zalak zameer zamir zareen zareena
zarina zarine zarir zarna zeba zeenat zeenath zeeshan zeferino zehra zende zenobia zia zishan zohra zoya zubaida
zubair zubeda zubeen zubin zuleikha zulekha zulfikar zulfiqar zutshi
"""


# The vowel a romanized script puts between two consonants inside a word, where Hindi, Punjabi, Bengali and
# Gujarati speakers drop it: "ਗੁਰਮੀਤ" romanizes as guramit and "ਬਲਦੇਵ" as baladev, Gurmeet and Baldev.
_MEDIAL_A = re.compile(r"(?<=[^aeiou ])a(?=[^aeiou ])")
_MEDIAL_U = re.compile(r"(?<=s)u(?=[^aeiou ])")
# Kannada, Telugu and Odia letters: a name's last consonant is written with its vowel and often said without it
_SAID_WITHOUT_LAST_VOWEL = re.compile("[\u0b00-\u0b7f\u0c00-\u0cff]")


def _squashed(k: str) -> str:
    # ("पायल" romanizes as payal and "ਪਾਇਲ" as pail: a y between two a's is said as the vowel i)
    k = k.replace("aya", "ai")
    # ("ਬਲਵਿੰਦਰ" ends in -dar where Balwinder is spelled -der)
    if k.endswith("er"):
        k = k[:-2] + "ar"
    return k[:1] + _MEDIAL_A.sub("", k[1:])


def _build() -> tuple[list[str], list[str]]:
    plain = sorted({key(n) for n in _NAMES.split()})
    return plain, sorted({unvoiced(_squashed(k)) for k in plain})


@cache
def _keys() -> tuple[frozenset[str], frozenset[str]]:
    # Keying five thousand names takes about 60 ms, a one-message `dhandha chat`'s start-up budget; kept
    # under the home (prebuilt.py), the next process loads them in about 2.
    plain, loose = kept("given_names", _NAMES, (__file__, phonetic.__file__), _build)
    return frozenset(plain), frozenset(loose)


def given_name(word: str) -> bool:
    """Whether the word, in any script, sounds like a name people are given (or a family name)."""
    k = key(word)
    if len(k) < 3:
        return False
    plain, loose = _keys()
    # (voiceless too: Tamil writes one letter for k and g, t and d, p and b)
    if k in plain or unvoiced(_squashed(k)) in loose:
        return True
    native = not word.isascii()
    # ("ಗಣೇಶ", "ରମେଶ": a last consonant written with its own vowel, said without it: Ganesh, Ramesh;
    # "லட்சுமி": Tamil says a u between the consonants of Lakshmi)
    others = {k[:-1]} if _SAID_WITHOUT_LAST_VOWEL.search(word) and k.endswith("a") and len(k) > 3 else set()
    if native and "u" in k[1:-1]:
        others.add(k[:1] + _MEDIAL_U.sub("", k[1:]))
    return any(o in plain or unvoiced(_squashed(o)) in loose for o in others)
