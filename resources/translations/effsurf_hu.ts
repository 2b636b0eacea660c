<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu">
<context>
    <name>BuiltinTours</name>
    <message>
        <source>1 · Amdahl&apos;s law and the efficiency surface</source>
        <translation>1 · Amdahl törvénye és a hatékonysági felület</translation>
    </message>
    <message>
        <source>From one formula to the surface E(N, s): why a tiny serial fraction caps a huge machine (the manual&apos;s The models, L1–L3, L7).</source>
        <translation>Egy képlettől az E(N, s) felületig: miért korlátoz egy parányi soros hányad egy óriási gépet (kézikönyv, The models, L1–L3, L7).</translation>
    </message>
    <message>
        <source>A small serial part</source>
        <translation>Egy kis soros rész</translation>
    </message>
    <message>
        <source>A fraction s of the work cannot be shared out. With s = ${s} (α = ${alpha}) and N = ${N} processors the speedup is S = ${S}, not ${N}.</source>
        <translation>A munka egy s hányada nem osztható szét. s = ${s} (α = ${alpha}) és N = ${N} processzor mellett a gyorsítás S = ${S}, nem ${N}.</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Hatékonyság</translation>
    </message>
    <message>
        <source>Efficiency is the share of the machine doing useful work, E = S/N. Ten times more processors at the same s = ${s}: N = ${N} reach S = ${S}, so E = ${E%}.</source>
        <translation>A hatékonyság a gépnek az a része, amely hasznos munkát végez: E = S/N. Tízszer több processzor ugyanazon s = ${s} mellett: N = ${N} eléri az S = ${S} értéket, így E = ${E%}.</translation>
    </message>
    <message>
        <source>The gain ceiling</source>
        <translation>A nyereségkorlát</translation>
    </message>
    <message>
        <source>However many processors we add, S cannot exceed 1/s = ${gain}. At N = ${N} the machine reaches S = ${S} and E = ${E}: almost all of it waits.</source>
        <translation>Akárhány processzort adunk hozzá, S nem haladhatja meg az 1/s = ${gain} értéket. N = ${N} mellett a gép S = ${S} és E = ${E} értéket ér el: szinte egésze várakozik.</translation>
    </message>
    <message>
        <source>The efficiency surface</source>
        <translation>A hatékonysági felület</translation>
    </message>
    <message>
        <source>The surface shows E over log N and log s. Its ridge E = 0.5 runs where N s = 1, a straight line on the (N, s) plane: here N = ${N}, s = ${s}, E = ${E}.</source>
        <translation>A felület E-t mutatja log N és log s fölött. Az E = 0.5 gerinc ott fut, ahol N s = 1, egyenesként az (N, s) síkon: itt N = ${N}, s = ${s}, E = ${E}.</translation>
    </message>
    <message>
        <source>What ten million cores demand</source>
        <translation>Amit tízmillió mag megkövetel</translation>
    </message>
    <message>
        <source>To keep E high at N = ${N}, s must be far below 1/N. At s = ${s}: E = ${E%}; efficiency halves at N = ${N_half}.</source>
        <translation>Hogy E magas maradjon N = ${N} mellett, s-nek jóval 1/N alatt kell lennie. s = ${s} mellett E = ${E%}; a hatékonyság N = ${N_half} értéknél feleződik.</translation>
    </message>
    <message>
        <source>2 · TOP500 machines on the surface: HPL vs HPCG</source>
        <translation>2 · TOP500-gépek a felületen: HPL és HPCG</translation>
    </message>
    <message>
        <source>Real machines as points: the effective serial fraction from Rmax/Rpeak, and one machine with many efficiencies (the manual&apos;s The models, L4, §5).</source>
        <translation>Valódi gépek pontokként: az effektív soros hányad Rmax/Rpeak alapján, és egy gép sok hatékonysággal (kézikönyv, The models, L4, §5).</translation>
    </message>
    <message>
        <source>Summit runs HPL</source>
        <translation>Summit HPL-t futtat</translation>
    </message>
    <message>
        <source>Summit (June 2019) ran HPL at E = Rmax/Rpeak = 0.740 on N = 2,414,592 cores. Solving Amdahl&apos;s law for s gives its effective serial fraction, which places it on the surface.</source>
        <translation>Summit (2019. június) HPL-t futtatott E = Rmax/Rpeak = 0.740 mellett N = 2&#x202f;414&#x202f;592 magon. Amdahl törvényét s-re megoldva kapjuk effektív soros hányadát, ez helyezi el a felületen.</translation>
    </message>
    <message>
        <source>The gain ceiling of a real machine</source>
        <translation>Egy valódi gép nyereségkorlátja</translation>
    </message>
    <message>
        <source>With s = ${s}, no number of Summit&apos;s cores could give more than 1/s = ${gain} times one core&apos;s payload performance; at its N it achieves S = ${S}.</source>
        <translation>s = ${s} mellett Summit magjainak semmilyen száma nem adhatna többet egy mag hasznos teljesítményének 1/s = ${gain}-szeresénél; a saját N-jénél S = ${S} értéket ér el.</translation>
    </message>
    <message>
        <source>HPCG on the same machine</source>
        <translation>HPCG ugyanazon a gépen</translation>
    </message>
    <message>
        <source>HPCG, dominated by memory and communication, reached 2,926 of 200,795 TFlop/s: E = ${E%}. Same hardware, s about 190 times larger: one machine has many efficiencies, one per workload.</source>
        <translation>A memória és a kommunikáció uralta HPCG 200&#x202f;795-ből 2&#x202f;926 TFlop/s-ot ért el: E = ${E%}. Ugyanaz a hardver, s mintegy 190-szer nagyobb: egy gépnek sok hatékonysága van, terhelésenként egy.</translation>
    </message>
    <message>
        <source>A whole list on the surface</source>
        <translation>Egy egész lista a felületen</translation>
    </message>
    <message>
        <source>Every machine of the June 2019 list, placed by its HPL result. The largest machines sit at the smallest s: only they can afford their N.</source>
        <translation>A 2019. júniusi lista minden gépe, HPL-eredménye szerint elhelyezve. A legnagyobb gépek a legkisebb s-nél ülnek: csak ők engedhetik meg maguknak az N-jüket.</translation>
    </message>
    <message>
        <source>Exascale: Frontier</source>
        <translation>Exascale: Frontier</translation>
    </message>
    <message>
        <source>Frontier (June 2024): N = 8.70×10⁶ cores at E = 0.703, so s_eff = ${s}. Each further factor of ten in N needs an s ten times smaller to keep E.</source>
        <translation>Frontier (2024. június): N = 8.70×10⁶ mag E = 0.703 mellett, tehát s_eff = ${s}. N minden további tízszereződése tízszer kisebb s-t kíván, hogy E megmaradjon.</translation>
    </message>
    <message>
        <source>3 · Piz Daint&apos;s GPU upgrade</source>
        <translation>3 · Piz Daint GPU-bővítése</translation>
    </message>
    <message>
        <source>One machine across four TOP500 lists: CPU only, K20X GPUs, P100 GPUs in part and in full (the manual&apos;s The models, §3 and §5).</source>
        <translation>Egy gép négy TOP500-listán át: csak CPU, K20X GPU-k, P100 GPU-k részben és teljesen (kézikönyv, The models, §3 és §5).</translation>
    </message>
    <message>
        <source>CPU only (November 2012)</source>
        <translation>Csak CPU (2012. november)</translation>
    </message>
    <message>
        <source>Piz Daint began with 12,032 CPU cores: HPL at E = 0.865, s_eff = ${s}.</source>
        <translation>Piz Daint 12&#x202f;032 CPU-maggal indult: HPL E = 0.865 mellett, s_eff = ${s}.</translation>
    </message>
    <message>
        <source>K20X GPUs (November 2013)</source>
        <translation>K20X GPU-k (2013. november)</translation>
    </message>
    <message>
        <source>With GPUs N counts 115,984 cores (accelerator cores included) and Rmax rose from 216 to 6,271 TFlop/s. s_eff = ${s}: the surface now has to be read at a much larger N.</source>
        <translation>GPU-kkal N 115&#x202f;984 magot számol (a gyorsítómagokkal együtt), és Rmax 216-ról 6&#x202f;271 TFlop/s-ra nőtt. s_eff = ${s}: a felületet most jóval nagyobb N-nél kell leolvasni.</translation>
    </message>
    <message>
        <source>P100 GPUs, in part (November 2016)</source>
        <translation>P100 GPU-k, részben (2016. november)</translation>
    </message>
    <message>
        <source>Newer GPUs sped the payload up, but not the host–device copying, which is serial: s_eff rose to ${s} and E fell to ${E}.</source>
        <translation>Az újabb GPU-k felgyorsították a hasznos munkát, de a gazdagép és az eszköz közti másolást nem, az ugyanis soros: s_eff ${s}-ra nőtt, E ${E}-ra esett.</translation>
    </message>
    <message>
        <source>P100 GPUs, complete (June 2017)</source>
        <translation>P100 GPU-k, teljesen (2017. június)</translation>
    </message>
    <message>
        <source>With the upgrade complete: N = 361,760, E = ${E}, s_eff = ${s}. Rmax doubled over November 2016 (9,779 to 19,590 TFlop/s) and s_eff fell back.</source>
        <translation>A befejezett bővítéssel: N = 361&#x202f;760, E = ${E}, s_eff = ${s}. Rmax a 2016. novemberihez képest megduplázódott (9&#x202f;779-ről 19&#x202f;590 TFlop/s-ra), és s_eff visszaesett.</translation>
    </message>
    <message>
        <source>The whole history</source>
        <translation>A teljes történet</translation>
    </message>
    <message>
        <source>The history panel follows Piz Daint through every list: payload performance, efficiency and s_eff, with the upgrades marked.</source>
        <translation>A történet panel minden listán át követi Piz Daintet: hasznos teljesítmény, hatékonyság és s_eff, a bővítések megjelölve.</translation>
    </message>
    <message>
        <source>4 · Half precision and the communication-to-computation ratio</source>
        <translation>4 · Fél pontosság és a kommunikáció–számítás arány</translation>
    </message>
    <message>
        <source>Faster arithmetic shrinks compute time, not communication: s grows and E falls (the manual&apos;s The models, §3 and §4).</source>
        <translation>A gyorsabb aritmetika a számítási időt rövidíti, nem a kommunikációt: s nő, E csökken (kézikönyv, The models, §3 és §4).</translation>
    </message>
    <message>
        <source>Summit&apos;s HPL in FP64</source>
        <translation>Summit HPL-je FP64-ben</translation>
    </message>
    <message>
        <source>The baseline: s = ${s}, N = ${N}, E = ${E}.</source>
        <translation>A kiindulás: s = ${s}, N = ${N}, E = ${E}.</translation>
    </message>
    <message>
        <source>Single precision: k = 2</source>
        <translation>Egyszeres pontosság: k = 2</translation>
    </message>
    <message>
        <source>Arithmetic twice as fast halves compute time but leaves communication time unchanged, so the non-payload share grows: s&apos; = ${s_eff}, E = ${E}.</source>
        <translation>A kétszer gyorsabb aritmetika felezi a számítási időt, de a kommunikációs időt nem változtatja, így a nem hasznos rész aránya nő: s&apos; = ${s_eff}, E = ${E}.</translation>
    </message>
    <message>
        <source>Half precision: k = 4</source>
        <translation>Fél pontosság: k = 4</translation>
    </message>
    <message>
        <source>64-bit to 16-bit: compute about four times faster. s&apos; = ${s_eff}, E = ${E%}. The nominal gain is 4; the realized gain is k E(N, s&apos;)/E(N, s).</source>
        <translation>64 bitről 16 bitre: a számítás nagyjából négyszer gyorsabb. s&apos; = ${s_eff}, E = ${E%}. A névleges nyereség 4; a ténylegesen elért nyereség k E(N, s&apos;)/E(N, s).</translation>
    </message>
    <message>
        <source>Training in FP32</source>
        <translation>Tanítás FP32-ben</translation>
    </message>
    <message>
        <source>A data-parallel training run (1 billion parameters, ring all-reduce, A100 datasheet peaks × 0.4): at N = ${N}, E = ${E}.</source>
        <translation>Adatpárhuzamos tanítás (1 milliárd paraméter, gyűrűs all-reduce, az A100 adatlapi csúcsértékei × 0.4): N = ${N} mellett E = ${E}.</translation>
    </message>
    <message>
        <source>Training in FP16</source>
        <translation>Tanítás FP16-ban</translation>
    </message>
    <message>
        <source>Precision enters twice: compute time falls by the datasheet ratio, gradient bytes halve, and the latency term does not shrink at all. E = ${E}; the best N falls to ${N_best}.</source>
        <translation>A pontosság kétszer hat: a számítási idő az adatlapi aránnyal csökken, a gradiensbájtok feleződnek, a késleltetési tag viszont egyáltalán nem zsugorodik. E = ${E}; a legjobb N ${N_best}-re esik.</translation>
    </message>
    <message>
        <source>5 · The performance wall: when more processors make it slower</source>
        <translation>5 · A teljesítményfal: amikor több processzor lassít</translation>
    </message>
    <message>
        <source>If the non-payload time grows with the machine, performance has a maximum (the manual&apos;s The models, §2).</source>
        <translation>Ha a nem hasznos idő a géppel együtt nő, a teljesítménynek maximuma van (kézikönyv, The models, §2).</translation>
    </message>
    <message>
        <source>Constant s: no harm in adding processors</source>
        <translation>Állandó s: a több processzor nem árt</translation>
    </message>
    <message>
        <source>With a constant serial fraction S keeps rising, if ever more slowly, towards 1/s = ${gain}.</source>
        <translation>Állandó soros hányad mellett S tovább nő, ha egyre lassabban is, az 1/s = ${gain} felé.</translation>
    </message>
    <message>
        <source>Time lines that grow with the machine</source>
        <translation>A géppel növekvő időszakaszok</translation>
    </message>
    <message>
        <source>Végh&apos;s timeline model: software, OS, communication and synchronization add up. Signal propagation grows with the machine&apos;s size, here as √N.</source>
        <translation>Végh idővonal-modellje: szoftver, operációs rendszer, kommunikáció és szinkronizáció összeadódik. A jelterjedés a gép méretével nő, itt √N szerint.</translation>
    </message>
    <message>
        <source>The wall</source>
        <translation>A fal</translation>
    </message>
    <message>
        <source>Performance peaks at N = ${N_best} with S = ${S_best}. Here E = ${E}.</source>
        <translation>A teljesítmény N = ${N_best} értéknél éri el csúcsát, S = ${S_best} mellett. Itt E = ${E}.</translation>
    </message>
    <message>
        <source>Beyond the wall</source>
        <translation>A falon túl</translation>
    </message>
    <message>
        <source>At N = ${N} the job runs slower than at the wall: S = ${S}, E = ${E}. More processors, less performance.</source>
        <translation>N = ${N} mellett a feladat lassabban fut, mint a falnál: S = ${S}, E = ${E}. Több processzor, kevesebb teljesítmény.</translation>
    </message>
    <message>
        <source>The same wall in training</source>
        <translation>Ugyanaz a fal a tanításban</translation>
    </message>
    <message>
        <source>An all-reduce costs latency that grows with N: data-parallel training in FP16 peaks at N = ${N_best} workers.</source>
        <translation>Egy all-reduce N-nel növekvő késleltetésbe kerül: az FP16-os adatpárhuzamos tanítás N = ${N_best} munkásnál éri el csúcsát.</translation>
    </message>
    <message>
        <source>6 · Why deep networks scale worse</source>
        <translation>6 · Miért skálázódnak rosszabbul a mély hálók</translation>
    </message>
    <message>
        <source>How deep can a network be: Megatron-LM&apos;s model of a transformer on tensor, pipeline and data parallel A100s (the manual&apos;s The models, §4b). Deeper means more pipeline stages, a longer bubble and more per-layer synchronizations: E falls.</source>
        <translation>Milyen mély lehet egy háló: a Megatron-LM modellje egy transformerről tenzor-, pipeline- és adatpárhuzamos A100-akon (kézikönyv, The models, §4b). A mélyebb háló több pipeline-fokozatot, hosszabb buborékot és rétegenként több szinkronizációt jelent: E csökken.</translation>
    </message>
    <message>
        <source>A shallow transformer</source>
        <translation>Egy sekély transformer</translation>
    </message>
    <message>
        <source>GPT-3&apos;s width (h = 12288) with only ${layers} layers, 8 to a stage: ${stages} pipeline stages, t × p × d = ${layout} = ${N} A100s. ${tflops} TFLOP/s per GPU, E = ${E}; the pipeline bubble is ${bubble%} of the step (Megatron-LM&apos;s model; the Training tab shows every term of the step).</source>
        <translation>A GPT-3 szélessége (h = 12288) mindössze ${layers} réteggel, fokozatonként 8: ${stages} pipeline-fokozat, t × p × d = ${layout} = ${N} A100. GPU-nként ${tflops} TFLOP/s, E = ${E}; a pipeline-buborék a lépés ${bubble%}-a (a Megatron-LM modellje; a Tanítás lap a lépés minden tagját mutatja).</translation>
    </message>
    <message>
        <source>GPT-3&apos;s depth</source>
        <translation>A GPT-3 mélysége</translation>
    </message>
    <message>
        <source>96 layers: the same stages of 8 layers, now ${stages} of them on ${N} GPUs. Every stage waits for the others to fill and drain the pipeline: the bubble is ${bubble%}, E = ${E}, ${tflops} TFLOP/s per GPU. The model got deeper; no GPU got slower.</source>
        <translation>96 réteg: ugyanazok a 8 rétegű fokozatok, most ${stages} darab ${N} GPU-n. Minden fokozat vár, míg a többiek feltöltik és kiürítik a pipeline-t: a buborék ${bubble%}, E = ${E}, GPU-nként ${tflops} TFLOP/s. A modell mélyebb lett; egyetlen GPU sem lett lassabb.</translation>
    </message>
    <message>
        <source>Twice as deep</source>
        <translation>Kétszer olyan mély</translation>
    </message>
    <message>
        <source>192 layers on ${stages} stages: the bubble grows to ${bubble%} of the step and E falls to ${E}. Depth costs twice: more stages to wait for, and more tensor-parallel synchronizations, four per layer and micro-batch.</source>
        <translation>192 réteg ${stages} fokozaton: a buborék a lépés ${bubble%}-ára nő, E ${E}-ra esik. A mélység kétszer kerül: több fokozatra kell várni, és több a tenzorpárhuzamos szinkronizáció, rétegenként és mikrobatch-enként négy.</translation>
    </message>
    <message>
        <source>Four times the GPUs, far from four times the speed</source>
        <translation>Négyszer annyi GPU, messze nem négyszeres sebesség</translation>
    </message>
    <message>
        <source>Four times the data-parallel replicas for the deep model (${N} GPUs, S = ${S}): the run is faster, but not four times. The same batch is split into fewer micro-batches per pipeline, so the bubble reaches ${bubble%} and E = ${E%}. In Amdahl&apos;s terms the run sits at s_eff = ${s_eff}.</source>
        <translation>Négyszer annyi adatpárhuzamos replika a mély modellhez (${N} GPU, S = ${S}): a futás gyorsabb, de nem négyszer. Ugyanaz a batch kevesebb mikrobatch-re oszlik pipeline-onként, így a buborék eléri a ${bubble%}-ot és E = ${E%}. Amdahl fogalmaival a futás s_eff = ${s_eff} értéknél áll.</translation>
    </message>
    <message>
        <source>Interleaving buys some back</source>
        <translation>Az átlapolás visszanyer valamennyit</translation>
    </message>
    <message>
        <source>Four model chunks per GPU (interleaved 1F1B) cut the bubble&apos;s time by four, for four times the pipeline&apos;s sends: of the shorter step it is now ${bubble%}, E = ${E%}. Deeper networks need such tricks to stay efficient, and each has its price.</source>
        <translation>GPU-nként négy modellrész (átlapolt 1F1B) negyedére csökkenti a buborék idejét, a pipeline négyszer annyi küldéséért cserébe: a rövidebb lépésnek most ${bubble%}-a, E = ${E%}. A mélyebb hálóknak ilyen fogások kellenek, hogy hatékonyak maradjanak, és mindegyiknek ára van.</translation>
    </message>
    <message>
        <source>where</source>
        <translation>ahol</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>buborék</translation>
    </message>
</context>
<context>
    <name>InteractivePage</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Előző</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Következő ▶</translation>
    </message>
    <message>
        <source>Set this step&apos;s values again: its configuration, camera and E axis</source>
        <translation>A lépés értékeinek visszaállítása: konfigurációja, kamerája és E-tengelye</translation>
    </message>
    <message>
        <source>Back to this step&apos;s values</source>
        <translation>Vissza a lépés értékeihez</translation>
    </message>
    <message>
        <source>Page Down or → for the next step, Page Up or ← for the step before; R reveals an answer. Move the sliders at any step: the numbers in the text follow them.</source>
        <translation>Page Down vagy → a következő lépéshez, Page Up vagy ← az előzőhöz; R felfedi a választ. A csúszkák bármelyik lépésnél mozgathatók: a szöveg számai követik őket.</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Paraméterek</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>soros hányad s</translation>
    </message>
    <message>
        <source>serial fraction s (log scale)</source>
        <translation>soros hányad s (logaritmikus skála)</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>processzorszám N</translation>
    </message>
    <message>
        <source>processors N (log scale)</source>
        <translation>processzorszám N (logaritmikus skála)</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>pontosság</translation>
    </message>
    <message>
        <source>growth exponent γ</source>
        <translation>növekedési kitevő γ</translation>
    </message>
    <message>
        <source>Arrow keys move a slider by a tenth of a decade, with Shift by a hundredth; Page Up and Page Down by a decade.</source>
        <translation>A nyílbillentyűk egy évtized tizedével mozgatják a csúszkát, Shifttel egy századával; a Page Up és a Page Down egy évtizeddel.</translation>
    </message>
    <message>
        <source>Download the scenario as set here, to open in effsurf</source>
        <translation>Az itt beállított forgatókönyv letöltése, hogy effsurfben megnyitható legyen</translation>
    </message>
    <message>
        <source>Save as session</source>
        <translation>Mentés munkamenetként</translation>
    </message>
    <message>
        <source>Download this page with your changes: it opens here and in effsurf as you left it</source>
        <translation>Az oldal letöltése a módosításaival: itt és effsurfben is úgy nyílik meg, ahogy hagyta</translation>
    </message>
    <message>
        <source>Save as page</source>
        <translation>Mentés oldalként</translation>
    </message>
    <message>
        <source>The address holds your changes too: copy it to share them.</source>
        <translation>A cím is tartalmazza a módosításait: másolja ki, hogy megossza őket.</translation>
    </message>
    <message>
        <source>Parameters of the law</source>
        <translation>A törvény paraméterei</translation>
    </message>
    <message>
        <source>Readout</source>
        <translation>Kijelzés</translation>
    </message>
    <message>
        <source>view</source>
        <translation>nézet</translation>
    </message>
    <message>
        <source>logarithmic E</source>
        <translation>logaritmikus E</translation>
    </message>
    <message>
        <source>On the surface: arrow keys turn it, + and − zoom, 0 returns to the view chosen; on a touch screen, turn it with two fingers.</source>
        <translation>A felületen: a nyílbillentyűk forgatják, + és − nagyít, a 0 visszaáll a választott nézetre; érintőképernyőn két ujjal forgatható.</translation>
    </message>
    <message>
        <source>The charts&apos; numbers as a table</source>
        <translation>A diagramok számai táblázatként</translation>
    </message>
    <message>
        <source>speedup S</source>
        <translation>gyorsítás S</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>hatékonyság E</translation>
    </message>
    <message>
        <source>Made with effsurf</source>
        <translation>Készült az effsurf programmal</translation>
    </message>
    <message>
        <source>every number on this page is computed by effsurf&apos;s core, compiled to WebAssembly, the same code as the desktop program. Open this file in effsurf to continue as a session.</source>
        <translation>Az oldal minden számát az effsurf magja számolja, WebAssemblyre fordítva: ugyanaz a kód, mint az asztali programban. Nyissa meg ezt a fájlt effsurfben, hogy munkamenetként folytassa.</translation>
    </message>
    <message>
        <source>this configuration</source>
        <translation>ez a konfiguráció</translation>
    </message>
    <message>
        <source>Download this chart as PNG</source>
        <translation>A diagram letöltése PNG-ként</translation>
    </message>
    <message>
        <source>ideal S = N</source>
        <translation>ideális S = N</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>Gyorsítás</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Hatékonyság</translation>
    </message>
    <message>
        <source>Performance (in FP64 processors)</source>
        <translation>Teljesítmény (FP64-processzorokban)</translation>
    </message>
    <message>
        <source>performance</source>
        <translation>teljesítmény</translation>
    </message>
    <message>
        <source>snapshots</source>
        <translation>pillanatképek</translation>
    </message>
    <message>
        <source>The (N, s) plane</source>
        <translation>Az (N, s) sík</translation>
    </message>
    <message>
        <source>performance at %1 (FP64 processors)</source>
        <translation>teljesítmény %1 pontossággal (FP64-processzorokban)</translation>
    </message>
    <message>
        <source>%1: the speedup, efficiency, performance and (N, s) charts at each decade of N</source>
        <translation>%1: a gyorsítás, a hatékonyság, a teljesítmény és az (N, s) sík diagramja N minden évtizedénél</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>%1. lépés / %2</translation>
    </message>
    <message>
        <source>Question: %1 — reveal the answer with R or Next.</source>
        <translation>Kérdés: %1 — a választ az R vagy a Következő fedi fel.</translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>Kérdés: %1</translation>
    </message>
    <message>
        <source>Reveal ▶</source>
        <translation>Felfedés ▶</translation>
    </message>
    <message>
        <source>efficiency E (log)</source>
        <translation>hatékonyság E (log)</translation>
    </message>
    <message>
        <source>The 3D surface needs WebGL, which this browser does not offer here (it may be switched off, or blocked for this graphics driver). The charts show the same scenario, computed the same way.</source>
        <translation>A 3D felülethez WebGL kell, amelyet ez a böngésző itt nem kínál (lehet, hogy ki van kapcsolva, vagy ennél a grafikus meghajtónál tiltva van). A diagramok ugyanazt a forgatókönyvet mutatják, ugyanúgy számolva.</translation>
    </message>
    <message>
        <source>Efficiency surface</source>
        <translation>Hatékonysági felület</translation>
    </message>
    <message>
        <source>The law: %1</source>
        <translation>A törvény: %1</translation>
    </message>
    <message>
        <source>Step %1: </source>
        <translation>%1. lépés: </translation>
    </message>
    <message>
        <source>Amdahl</source>
        <translation>Amdahl</translation>
    </message>
    <message>
        <source>Gustafson</source>
        <translation>Gustafson</translation>
    </message>
    <message>
        <source>Sun–Ni</source>
        <translation>Sun–Ni</translation>
    </message>
    <message>
        <source>Timeline model</source>
        <translation>Idővonal-modell</translation>
    </message>
    <message>
        <source>Data-parallel training</source>
        <translation>Adatpárhuzamos tanítás</translation>
    </message>
    <message>
        <source>Large-model training</source>
        <translation>Nagy modellek tanítása</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Elölnézet</translation>
    </message>
    <message>
        <source>Top (heat map)</source>
        <translation>Felülnézet (hőtérkép)</translation>
    </message>
    <message>
        <source>Isometric</source>
        <translation>Izometrikus</translation>
    </message>
    <message>
        <source>Surface and charts</source>
        <translation>Felület és diagramok</translation>
    </message>
    <message>
        <source>Efficiency surface E(N, s)</source>
        <translation>Hatékonysági felület E(N, s)</translation>
    </message>
    <message>
        <source>Efficiency by precision</source>
        <translation>Hatékonyság pontosság szerint</translation>
    </message>
    <message>
        <source>Payload performance</source>
        <translation>Hasznos teljesítmény</translation>
    </message>
    <message>
        <source>(N, s) plane</source>
        <translation>(N, s) sík</translation>
    </message>
    <message>
        <source>The scenario embedded in this page cannot be read (%1). The file may have been edited or cut short; export it again from effsurf.</source>
        <translation>Az oldalba ágyazott forgatókönyv nem olvasható (%1). Lehet, hogy a fájlt szerkesztették vagy csonka; exportálja újra az effsurfből.</translation>
    </message>
    <message>
        <source>This page is missing a part (effsurf&apos;s core, plotly.js or its own drawing code); export it again from effsurf.</source>
        <translation>Az oldalból hiányzik egy rész (az effsurf magja, a plotly.js vagy a saját rajzolókódja); exportálja újra az effsurfből.</translation>
    </message>
    <message>
        <source>This page&apos;s data does not hold what effsurf writes (%1). It may have been edited by hand; export it again from effsurf.</source>
        <translation>Az oldal adatai nem azt tartalmazzák, amit az effsurf ír (%1). Lehet, hogy kézzel szerkesztették; exportálja újra az effsurfből.</translation>
    </message>
    <message>
        <source>effsurf&apos;s core (WebAssembly) could not start in this browser: %1. A browser from the last five years runs it; so does effsurf itself (open this file there).</source>
        <translation>Az effsurf magja (WebAssembly) nem tudott elindulni ebben a böngészőben: %1. Bármely az elmúlt öt évben kiadott böngésző futtatja, és maga az effsurf is (nyissa meg ott ezt a fájlt).</translation>
    </message>
    <message>
        <source>step &quot;%1&quot; is not one of this lecture&apos;s steps, 1 to %2</source>
        <translation>a(z) „%1” lépés nem tartozik az előadás lépései közé (1–%2)</translation>
    </message>
    <message>
        <source>This link&apos;s %1</source>
        <translation>Ez a hivatkozás: %1</translation>
    </message>
    <message>
        <source>This scenario cannot be saved as a session.</source>
        <translation>Ez a forgatókönyv nem menthető munkamenetként.</translation>
    </message>
    <message>
        <source>This page cannot be saved again; use &quot;Save as session&quot;.</source>
        <translation>Ez az oldal nem menthető újra; használja a „Mentés munkamenetként” gombot.</translation>
    </message>
    <message>
        <source>Seen from above: processors N to the right, the serial fraction s upwards.</source>
        <translation>Felülnézet: a processzorszám N jobbra, a soros hányad s felfelé nő.</translation>
    </message>
    <message>
        <source>The scenario embedded in this page is not valid: %1</source>
        <translation>Az oldalba ágyazott forgatókönyv érvénytelen: %1</translation>
    </message>
    <message>
        <source>This page computes and draws with JavaScript, which this browser has switched off for it. Allow JavaScript for this file, or open it in effsurf to continue as a session.</source>
        <translation>Ez az oldal JavaScripttel számol és rajzol, amelyet ez a böngésző kikapcsolt hozzá. Engedélyezze a JavaScriptet ehhez a fájlhoz, vagy nyissa meg az effsurfben, és folytassa munkamenetként.</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 kB</source>
        <translation>%1 kB</translation>
    </message>
    <message>
        <source>This page is incomplete: its %1 end before the part that draws it. It was probably cut short while being downloaded, copied or attached; ask for it again or export it again from effsurf.</source>
        <translation>Ez az oldal hiányos: %1 mérete véget ér a rajzoló része előtt. Valószínűleg letöltés, másolás vagy csatolás közben csonkult meg; kérje el újra, vagy exportálja újra az effsurfből.</translation>
    </message>
    <message>
        <source>%1 (The browser says: %2)</source>
        <translation>%1 (A böngésző üzenete: %2)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Change s</source>
        <translation>s módosítása</translation>
    </message>
    <message>
        <source>Change N</source>
        <translation>N módosítása</translation>
    </message>
    <message>
        <source>Change law</source>
        <translation>Törvény módosítása</translation>
    </message>
    <message>
        <source>Change precision</source>
        <translation>Pontosság módosítása</translation>
    </message>
    <message>
        <source>Place systems</source>
        <translation>Rendszerek elhelyezése</translation>
    </message>
    <message>
        <source>Show list edition</source>
        <translation>Listakiadás megjelenítése</translation>
    </message>
    <message>
        <source>Change measurements</source>
        <translation>Mérések módosítása</translation>
    </message>
    <message>
        <source>Change snapshots</source>
        <translation>Pillanatképek módosítása</translation>
    </message>
    <message>
        <source>Edit tours</source>
        <translation>Bemutatók szerkesztése</translation>
    </message>
    <message>
        <source>Change model parameters</source>
        <translation>Modellparaméterek módosítása</translation>
    </message>
    <message>
        <source>(automatic)</source>
        <translation>(automatikus)</translation>
    </message>
    <message>
        <source>Which column is N?</source>
        <translation>Melyik oszlop az N?</translation>
    </message>
    <message>
        <source>Which column holds the measurement?</source>
        <translation>Melyik oszlop tartalmazza a mérést?</translation>
    </message>
    <message>
        <source>What does the chosen column hold?</source>
        <translation>Mit tartalmaz a kiválasztott oszlop?</translation>
    </message>
    <message>
        <source>Which column is Rpeak?</source>
        <translation>Melyik oszlop az Rpeak?</translation>
    </message>
    <message>
        <source>being measured by effsurf-probe</source>
        <translation>az effsurf-probe éppen méri</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>efficiency E (log)</source>
        <translation>hatékonyság E (log)</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>hatékonyság E</translation>
    </message>
    <message>
        <source>Replace file?</source>
        <translation>Lecseréli a fájlt?</translation>
    </message>
    <message>
        <source>&quot;%1&quot; already exists. Replace it?</source>
        <translation>„%1” már létezik. Lecseréli?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Csere</translation>
    </message>
    <message>
        <source>S = %1   E = %2   </source>
        <translation>S = %1   E = %2   </translation>
    </message>
    <message>
        <source>s_eff(N) = %1%2   </source>
        <translation>s_eff(N) = %1%2   </translation>
    </message>
    <message>
        <source>s&apos; = %1 (%2)   </source>
        <translation>s&apos; = %1 (%2)   </translation>
    </message>
    <message>
        <source>   R_limit = %1 R₁</source>
        <translation>   R_limit = %1 R₁</translation>
    </message>
    <message>
        <source>effsurf did not close normally. Recover the work autosaved %1?</source>
        <translation>Az effsurf nem szabályosan zárult be. Visszaállítja az automatikusan mentett munkát (mentve: %1)?</translation>
    </message>
    <message numerus="yes">
        <source>(%n older autosave(s) will be offered at the next starts.)</source>
        <translation>
            <numerusform>(%n régebbi automatikus mentést a következő indításokkor ajánl fel a program.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <translation>Visszaállítja a nem mentett munkát?</translation>
    </message>
</context>
<context>
    <name>TrainingFieldPlace</name>
    <message>
        <source>layers</source>
        <translation>rétegek</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>figyelemfejek</translation>
    </message>
    <message>
        <source>kv heads</source>
        <translation>kulcs/érték fejek</translation>
    </message>
    <message>
        <source>head dim</source>
        <translation>fejszélesség</translation>
    </message>
    <message>
        <source>ffn hidden</source>
        <translation>FFN-szélesség</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>szakértők</translation>
    </message>
    <message>
        <source>experts per token</source>
        <translation>szakértő tokenenként</translation>
    </message>
    <message>
        <source>shared experts</source>
        <translation>közös szakértők</translation>
    </message>
    <message>
        <source>expert ffn hidden</source>
        <translation>szakértőszélesség</translation>
    </message>
    <message>
        <source>dense layers</source>
        <translation>első sűrű rétegek</translation>
    </message>
    <message>
        <source>capacity factor</source>
        <translation>kapacitástényező</translation>
    </message>
    <message>
        <source>latent kv rank</source>
        <translation>látens kulcs/érték rang</translation>
    </message>
    <message>
        <source>latent query rank</source>
        <translation>látens lekérdezési rang</translation>
    </message>
    <message>
        <source>rope head dim</source>
        <translation>RoPE-szélesség</translation>
    </message>
    <message>
        <source>max nodes per token</source>
        <translation>max. csomópont tokenenként</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO-szint</translation>
    </message>
    <message>
        <source>shard group</source>
        <translation>szétosztási csoport</translation>
    </message>
    <message>
        <source>pipeline schedule</source>
        <translation>futószalag-ütemezés</translation>
    </message>
    <message>
        <source>utilization band</source>
        <translation>kihasználtsági sáv</translation>
    </message>
    <message>
        <source>memory margin</source>
        <translation>memóriatartalék</translation>
    </message>
    <message>
        <source>context parallel</source>
        <translation>kontextuspárhuzamosság</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>szekvenciahossz</translation>
    </message>
    <message>
        <source>expert parallel</source>
        <translation>szakértőpárhuzamosság</translation>
    </message>
    <message>
        <source>network bandwidth</source>
        <translation>hálózati sávszélesség</translation>
    </message>
    <message>
        <source>network latency</source>
        <translation>hálózati késleltetés</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>rejtett méret</translation>
    </message>
    <message>
        <source>global batch</source>
        <translation>globális köteg</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>tenzorpárhuzamosság</translation>
    </message>
    <message>
        <source>pipeline parallel</source>
        <translation>futószalag-párhuzamosság</translation>
    </message>
    <message>
        <source>data parallel</source>
        <translation>adatpárhuzamosság</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>mikroköteg</translation>
    </message>
    <message>
        <source>interleave</source>
        <translation>átlapolás</translation>
    </message>
    <message>
        <source>vocabulary</source>
        <translation>szókincs</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>paraméterek</translation>
    </message>
    <message>
        <source>FLOP per sample</source>
        <translation>FLOP mintánként</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>pontosság</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPU csomópontonként</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>kihasználtság</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>átfedés</translation>
    </message>
    <message>
        <source>serial seconds</source>
        <translation>soros másodpercek</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokenek</translation>
    </message>
</context>
<context>
    <name>TrainingFields</name>
    <message>
        <source>expected a number &gt;= 0, got &apos;%1&apos;</source>
        <translation>számot vár (&gt;= 0), nem „%1”</translation>
    </message>
    <message>
        <source>expected a number &gt; 0, got &apos;%1&apos;</source>
        <translation>számot vár (&gt; 0), nem „%1”</translation>
    </message>
</context>
<context>
    <name>TrainingRunText</name>
    <message>
        <source>P = %1 parameters, %2 active a token</source>
        <translation>P = %1 paraméter, tokenenként %2 aktív</translation>
    </message>
    <message>
        <source>P = %1 parameters</source>
        <translation>P = %1 paraméter</translation>
    </message>
    <message>
        <source>%1; %2 model FLOP a step, %3 with recomputation</source>
        <translation>%1; lépésenként %2 modell-FLOP, újraszámolással %3</translation>
    </message>
    <message>
        <source>%1; %2 FLOP a step</source>
        <translation>%1; lépésenként %2 FLOP</translation>
    </message>
    <message>
        <source>%1 at %2: %3 TFLOP/s peak, %4 at %5; %6 to the %7 GPUs of an NVLink domain, %8 per GPU over the network</source>
        <translation>%1, %2: %3 TFLOP/s csúcs, %4 %5 mellett; %6 egy NVLink-tartomány %7 GPU-ja felé, GPU-nként %8 a hálózaton át</translation>
    </message>
    <message>
        <source>every layer on one stage</source>
        <translation>minden réteg egy fokozaton</translation>
    </message>
    <message>
        <source>no layers (a model given by its size)</source>
        <translation>nincsenek rétegek (méretével megadott modell)</translation>
    </message>
    <message>
        <source>%1 layers a stage</source>
        <translation>fokozatonként %1 réteg</translation>
    </message>
    <message>
        <source>layers a stage: first %1, middle up to %2, last %3 (it also computes the logits)</source>
        <translation>rétegek fokozatonként: első %1, középsők legfeljebb %2, utolsó %3 (a logitokat is ez számolja)</translation>
    </message>
    <message>
        <source>N = t cp p d = %1 GPUs on %2 nodes; m = B/(d b) = %3 micro-batches; %4; %5</source>
        <translation>N = t cp p d = %1 GPU %2 csomóponton; m = B/(d b) = %3 mikroköteg; %4; %5</translation>
    </message>
    <message>
        <source>data parallel</source>
        <translation>adatpárhuzamos</translation>
    </message>
    <message>
        <source>%1 (%2%3)</source>
        <translation>%1 (%2%3)</translation>
    </message>
    <message>
        <source>, fits</source>
        <translation>, elfér</translation>
    </message>
    <message>
        <source>%1 less %2 kept free</source>
        <translation>%1, ebből %2 szabadon hagyva</translation>
    </message>
    <message>
        <source>Does not fit: %1 per GPU on stage %2, the %3 has %4.</source>
        <translation>Nem fér el: GPU-nként %1 a(z) %2. fokozaton, a(z) %3 memóriája %4.</translation>
    </message>
    <message>
        <source> What frees most: %1.</source>
        <translation> A legtöbbet ez szabadítja fel: %1.</translation>
    </message>
</context>
<context>
    <name>TrainingTerms</name>
    <message>
        <source>compute</source>
        <translation>számítás</translation>
    </message>
    <message>
        <source>memory-bound kernels</source>
        <translation>memóriakorlátos kernelek</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>pipeline-buborék</translation>
    </message>
    <message>
        <source>stage imbalance</source>
        <translation>egyenetlen fokozatok</translation>
    </message>
    <message>
        <source>tensor-parallel all-reduce</source>
        <translation>tenzor all-reduce</translation>
    </message>
    <message>
        <source>context-parallel K/V exchange</source>
        <translation>kontextus K/V-csere</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>szakértői all-to-all</translation>
    </message>
    <message>
        <source>pipeline point-to-point</source>
        <translation>pipeline pont-pont</translation>
    </message>
    <message>
        <source>data-parallel all-reduce</source>
        <translation>adat all-reduce</translation>
    </message>
    <message>
        <source>ZeRO-3 parameter gathers</source>
        <translation>ZeRO-3 paramétergyűjtés</translation>
    </message>
    <message>
        <source>host-device copies</source>
        <translation>gazdagép-másolás</translation>
    </message>
    <message>
        <source>optimizer and serial</source>
        <translation>optimalizáló, soros</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>binary data (byte %1 at character %2): expected a UTF-8 text file</source>
        <translation>bináris adat (%1 bájt, %2. karakter): UTF-8 szövegfájlt vár</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte %1 at character %2): save the file as UTF-8</source>
        <translation>nem UTF-8 szöveg (%1 bájt, %2. karakter): mentse a fájlt UTF-8 kódolással</translation>
    </message>
    <message>
        <source>is a directory, not a file</source>
        <translation>ez egy könyvtár, nem fájl</translation>
    </message>
    <message>
        <source>cannot open file: %1</source>
        <translation>a fájl nem nyitható meg: %1</translation>
    </message>
    <message>
        <source>a record longer than %1 MiB starts here: an unterminated quote, or not a CSV table</source>
        <translation>itt egy %1 MiB-nál hosszabb rekord kezdődik: lezáratlan idézőjel, vagy nem CSV-táblázat</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>olvasási hiba</translation>
    </message>
    <message>
        <source>unterminated quote: the field opened here never closes</source>
        <translation>lezáratlan idézőjel: az itt megnyitott mező sehol sem zárul le</translation>
    </message>
    <message>
        <source>unexpected text after the closing quote: &apos;%1&apos;; expected the delimiter or the end of the line</source>
        <translation>váratlan szöveg a záró idézőjel után: „%1”; elválasztó karaktert vagy sorvéget vár</translation>
    </message>
    <message>
        <source>column %1 (%2): %3</source>
        <translation>%1. oszlop (%2): %3</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>%1. oszlop: %2</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>empty; expected a number</source>
        <translation>üres; számot vár</translation>
    </message>
    <message>
        <source>expected a number, got &apos;%1&apos;</source>
        <translation>számot vár, nem „%1”</translation>
    </message>
    <message>
        <source>expected a finite number, got &apos;%1&apos;</source>
        <translation>véges számot vár, nem „%1”</translation>
    </message>
    <message>
        <source>N must be at least 1, got %1</source>
        <translation>N legalább 1 kell legyen, nem %1</translation>
    </message>
    <message>
        <source>N = %1 is beyond the processor counts effsurf models (1 .. 1e12)</source>
        <translation>N = %1 kívül esik az effsurf által modellezett processzorszámokon (1 .. 1e12)</translation>
    </message>
    <message>
        <source>%1 must be greater than 0, got %2</source>
        <translation>a(z) %1 értékének nagyobbnak kell lennie, mint 0, nem %2</translation>
    </message>
    <message>
        <source>no column &apos;%1&apos; (the header has %2)</source>
        <translation>nincs „%1” oszlop (a fejléc oszlopai: %2)</translation>
    </message>
    <message>
        <source>no column for N (name it n, cores, processes, ranks, threads, nodes, gpus, ...; the header has %1)</source>
        <translation>nincs oszlop az N számára (nevezze el így: n, cores, processes, ranks, threads, nodes, gpus, ...; a fejléc oszlopai: %1)</translation>
    </message>
    <message>
        <source>an Rpeak column needs its Rmax column</source>
        <translation>az Rpeak oszlophoz a hozzá tartozó Rmax oszlop is kell</translation>
    </message>
    <message>
        <source>no column for the measured quantity: time, speedup, efficiency, or rmax and rpeak (the header has %1)</source>
        <translation>nincs oszlop a mért mennyiséghez: time, speedup, efficiency, vagy rmax és rpeak (a fejléc oszlopai: %1)</translation>
    </message>
    <message>
        <source>file is empty: expected a header line</source>
        <translation>a fájl üres: fejlécsort vár</translation>
    </message>
    <message>
        <source>expected %1 fields as in the header (line %2), found %3</source>
        <translation>a fejlécnek megfelelően (%2. sor) %1 mezőt vár, de %3 található</translation>
    </message>
    <message>
        <source>the series name is empty</source>
        <translation>a sorozat neve üres</translation>
    </message>
    <message>
        <source>no data rows after the header</source>
        <translation>a fejléc után nincsenek adatsorok</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>pontosság</translation>
    </message>
    <message>
        <source>Amdahl&apos;s law: a fixed problem split over N processors; the serial fraction s is never split, so the speedup can never pass 1/s.</source>
        <translation>Amdahl-törvény: egy rögzített méretű feladat N processzorra szétosztva; az s soros hányad sosem osztható szét, így a gyorsítás sosem haladhatja meg az 1/s értéket.</translation>
    </message>
    <message>
        <source>Gustafson&apos;s law: the problem grows with the machine, its parallel part N-fold, so the speedup grows without a ceiling.</source>
        <translation>Gustafson-törvény: a feladat a géppel együtt nő, párhuzamos része N-szeresére, így a gyorsítás korlát nélkül nő.</translation>
    </message>
    <message>
        <source>Sun and Ni&apos;s law: the parallel work grows as G = N^γ with the machine; γ = 0 is Amdahl&apos;s law, γ = 1 Gustafson&apos;s.</source>
        <translation>Sun és Ni törvénye: a párhuzamos munka a géppel együtt G = N^γ szerint nő; γ = 0 az Amdahl-törvény, γ = 1 a Gustafson-törvény.</translation>
    </message>
    <message>
        <source>The timeline model: each contribution to the run time (the payload, the operating system, communication, synchronization) grows its own way with N; their sum at N sets the speedup and an effective s.</source>
        <translation>Az idővonal-modell: a futásidő minden összetevője (a hasznos munka, az operációs rendszer, a kommunikáció, a szinkronizáció) a maga módján nő N-nel; ezek összege N-nél adja a gyorsítást és egy effektív s értéket.</translation>
    </message>
    <message>
        <source>Data-parallel training: N workers each compute a share of the step, then add up their gradients over the network; the all-reduce does not shrink with N.</source>
        <translation>Adatpárhuzamos tanítás: N munkavégző mindegyike kiszámítja a lépés egy részét, majd a hálózaton át összeadják a gradienseiket; az all-reduce nem csökken N-nel.</translation>
    </message>
    <message>
        <source>Large-model training: the model is split by tensor, pipeline and data parallelism; the pipeline&apos;s bubble and every exchange between GPUs add to the step, so E is the compute&apos;s share of it.</source>
        <translation>Nagy modellek tanítása: a modellt tenzor-, futószalag- és adatpárhuzamosság osztja fel; a futószalag buboréka és a GPU-k közötti minden adatcsere növeli a lépés idejét, így E a számítás hányada a lépésben.</translation>
    </message>
    <message>
        <source>gain ceiling 1/s&apos; = %1</source>
        <translation>nyereségkorlát 1/s&apos; = %1</translation>
    </message>
    <message>
        <source>no gain ceiling: S grows without bound (%1)</source>
        <translation>nincs nyereségkorlát: S korlátlanul nő (%1)</translation>
    </message>
    <message>
        <source>maximum S = %1 at N = %2</source>
        <translation>maximum S = %1 az N = %2 értéknél</translation>
    </message>
    <message>
        <source>no maximum within N ≤ %1</source>
        <translation>nincs maximum az N ≤ %1 tartományban</translation>
    </message>
    <message>
        <source>law</source>
        <translation>törvény</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>soros hányad s</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>growth exponent gamma</source>
        <translation>növekedési kitevő gamma</translation>
    </message>
    <message>
        <source>unknown &apos;%1&apos; (expected one of %2)</source>
        <translation>ismeretlen: „%1” (ezek egyike várható: %2)</translation>
    </message>
    <message>
        <source>; the decimal point is &apos;.&apos;: %1</source>
        <translation>; a tizedesjel „.”: %1</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected a number such as 1e-7, 0.05 or 5%, or alpha=0.9999999%2</source>
        <translation>„%1” nem olvasható; olyan számot vár, mint 1e-7, 0.05 vagy 5%, vagy alpha=0.9999999%2</translation>
    </message>
    <message>
        <source>alpha must lie in [0, 1], got %1</source>
        <translation>az alfának [0, 1] között kell lennie, nem %1</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>legalább %1 kell legyen</translation>
    </message>
    <message>
        <source>must be greater than %1</source>
        <translation>nagyobbnak kell lennie, mint %1</translation>
    </message>
    <message>
        <source>must lie in [%1, %2], got %3</source>
        <translation>[%1, %2] között kell lennie, nem %3</translation>
    </message>
    <message>
        <source>must be a whole number, got %1</source>
        <translation>egész számnak kell lennie, nem %1</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected a count such as 2414592, 2,414,592 or 2.4e6%2</source>
        <translation>„%1” nem olvasható; olyan darabszámot vár, mint 2414592, 2,414,592 vagy 2.4e6%2</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected a count such as 2414592 or 2.4e6</source>
        <translation>„%1” nem olvasható; olyan darabszámot vár, mint 2414592 vagy 2.4e6</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected LO:HI such as 1:1e9</source>
        <translation>„%1” nem olvasható; LO:HI alakot vár, például 1:1e9</translation>
    </message>
    <message>
        <source>low end %1 must be below high end %2</source>
        <translation>az alsó végnek (%1) kisebbnek kell lennie a felső végnél (%2)</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected RxC such as 256x256</source>
        <translation>„%1” nem olvasható; RxC alakot vár, például 256x256</translation>
    </message>
    <message>
        <source>must be a finite number, got %1</source>
        <translation>véges számnak kell lennie, nem %1</translation>
    </message>
    <message>
        <source>must be at least %1, got %2</source>
        <translation>legalább %1 kell legyen, nem %2</translation>
    </message>
    <message>
        <source>must be greater than %1, got %2</source>
        <translation>nagyobbnak kell lennie, mint %1, nem %2</translation>
    </message>
    <message>
        <source>must not be negative, got %1</source>
        <translation>nem lehet negatív, a megadott érték %1</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not %1</source>
        <translation>egész számnak kell lennie (&gt;= 1), nem %1</translation>
    </message>
    <message>
        <source>a time series needs T(1) to give a speedup</source>
        <translation>egy futásidő-sorozatból csak T(1) ismeretében számítható gyorsítás</translation>
    </message>
    <message>
        <source>expected hardware-tflops, model-tflops or gpu-hours, not &apos;%1&apos;</source>
        <translation>hardware-tflops, model-tflops vagy gpu-hours értéket vár, nem „%1”</translation>
    </message>
    <message>
        <source>unknown convention &apos;%1&apos;; expected total, accelerator or cpu</source>
        <translation>ismeretlen értelmezés: „%1”; total, accelerator vagy cpu értéket vár</translation>
    </message>
    <message>
        <source>unknown %1 &apos;%2&apos;; expected one of %3</source>
        <translation>ismeretlen %1: „%2”; ezek egyike várható: %3</translation>
    </message>
    <message>
        <source>%1 is not on the %2&apos;s datasheet</source>
        <translation>a(z) %1 nem szerepel a(z) %2 adatlapján</translation>
    </message>
    <message>
        <source>published run</source>
        <translation>közzétett futtatás</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modell</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>gyorsító</translation>
    </message>
    <message>
        <source>network</source>
        <translation>hálózat</translation>
    </message>
    <message>
        <source>unknown accelerator &apos;%1&apos;; expected v100, a100 or h100</source>
        <translation>ismeretlen gyorsító: „%1”; v100, a100 vagy h100 értéket vár</translation>
    </message>
    <message>
        <source>must be greater than 1 to derive a serial fraction (with N = 1 every s fits), got %1</source>
        <translation>1-nél nagyobbnak kell lennie a soros hányad meghatározásához (N = 1 esetén bármely s illeszkedik), nem %1</translation>
    </message>
    <message>
        <source>must not exceed N = %1 (superlinear), got %2</source>
        <translation>nem haladhatja meg az N = %1 értéket (szuperlineáris), a megadott érték %2</translation>
    </message>
    <message>
        <source>must not exceed 1 (superlinear), got %1</source>
        <translation>nem haladhatja meg az 1-et (szuperlineáris), a megadott érték %1</translation>
    </message>
    <message>
        <source>must not exceed Rpeak = %1, got %2</source>
        <translation>nem haladhatja meg az Rpeak = %1 értéket, a megadott érték %2</translation>
    </message>
    <message>
        <source>must not exceed 1, got %1</source>
        <translation>nem haladhatja meg az 1-et, a megadott érték %1</translation>
    </message>
    <message>
        <source>must be 1: a model without a transformer shape trains data parallel only</source>
        <translation>1 kell legyen: a transzformer-felépítés nélküli modell csak adatpárhuzamosan tanítható</translation>
    </message>
    <message>
        <source>t cp p d = %1 GPUs; at most %2</source>
        <translation>t cp p d = %1 GPU; legfeljebb %2</translation>
    </message>
    <message>
        <source>%1 is not a multiple of data parallel x micro-batch = %2</source>
        <translation>%1 nem többszöröse ennek: adatpárhuzamosság x mikroköteg = %2</translation>
    </message>
    <message>
        <source>must be 1 without pipeline parallelism (p = 1): there are no stages to interleave</source>
        <translation>futószalag-párhuzamosság nélkül (p = 1) 1 kell legyen: nincsenek átlapolható fokozatok</translation>
    </message>
    <message>
        <source>DualPipe feeds micro-batches from both ends of the pipeline: p must be even and at least 2, not %1</source>
        <translation>a DualPipe a futószalag mindkét végéről táplál be mikrokötegeket: p-nek párosnak és legalább 2-nek kell lennie, nem %1</translation>
    </message>
    <message>
        <source>must be 1 under DualPipe: its two directions are its chunks</source>
        <translation>DualPipe mellett 1 kell legyen: a két iránya adja a modellrészeit</translation>
    </message>
    <message>
        <source>DualPipe needs an even number of micro-batches, at least 2 p = %1, and m = B/(d b) = %2</source>
        <translation>a DualPipe-hoz páros számú mikroköteg kell, legalább 2 p = %1, és m = B/(d b) = %2</translation>
    </message>
    <message>
        <source>must lie in [0.001, 1] (a share of the peak), not %1</source>
        <translation>[0.001, 1] között kell lennie (a csúcsérték hányada), nem %1</translation>
    </message>
    <message>
        <source>must be 1f1b or dualpipe, not &quot;%1&quot;</source>
        <translation>1f1b vagy dualpipe kell legyen, nem „%1”</translation>
    </message>
    <message>
        <source>minimum %1 must be below maximum %2</source>
        <translation>a minimumnak (%1) kisebbnek kell lennie a maximumnál (%2)</translation>
    </message>
    <message>
        <source>the timeline model needs at least one</source>
        <translation>az idővonal-modellhez legalább egy kell</translation>
    </message>
    <message>
        <source>shares at N = 1 add up to %1, more than the whole single-processor time (1)</source>
        <translation>az N = 1-nél vett hányadok összege %1, több a teljes egyprocesszoros időnél (1)</translation>
    </message>
    <message>
        <source>must be a whole number of workers, got %1</source>
        <translation>a munkavégzők számának egésznek kell lennie, nem %1</translation>
    </message>
    <message>
        <source>is too large, got %1</source>
        <translation>túl nagy: %1</translation>
    </message>
    <message>
        <source>must be at least 2 to derive a serial fraction, got %1</source>
        <translation>legalább 2 kell legyen a soros hányad meghatározásához, nem %1</translation>
    </message>
    <message>
        <source>unknown all-reduce &apos;%1&apos;; expected ring or tree</source>
        <translation>ismeretlen all-reduce: „%1”; ring vagy tree értéket vár</translation>
    </message>
    <message>
        <source>unknown scaling &apos;%1&apos;; expected strong or weak</source>
        <translation>ismeretlen skálázás: „%1”; strong vagy weak értéket vár</translation>
    </message>
    <message>
        <source>%1 is not divisible by %2 = %3</source>
        <translation>%1 nem osztható ezzel: %2 = %3</translation>
    </message>
    <message>
        <source>%1 does not divide the %2 query heads (each key/value head serves an equal group of them)</source>
        <translation>%1 nem osztja a lekérdezőfejek számát (%2; minden kulcs/érték fej ezek egy ugyanakkora csoportját szolgálja ki)</translation>
    </message>
    <message>
        <source>%1 is larger than the hidden size h = %2 (latent attention compresses to a rank below it)</source>
        <translation>%1 nagyobb, mint a rejtett méret, h = %2 (a látens figyelem ennél kisebb rangra tömörít)</translation>
    </message>
    <message>
        <source>needs a latent key/value rank too (multi-head latent attention compresses keys and values)</source>
        <translation>látens kulcs/érték rang is kell hozzá (a többfejű látens figyelem a kulcsokat és az értékeket tömöríti)</translation>
    </message>
    <message>
        <source>%1 is more than the %2 experts</source>
        <translation>%1 több a szakértők számánál (%2)</translation>
    </message>
    <message>
        <source>must lie in [%1, %2], not %3</source>
        <translation>[%1, %2] között kell lennie, nem %3</translation>
    </message>
    <message>
        <source>must be 0, 1, 2 or 3, not %1</source>
        <translation>0, 1, 2 vagy 3 kell legyen, nem %1</translation>
    </message>
    <message>
        <source>%1 layers cannot fill pipeline parallel x interleave = %2 stages (at least one layer each)</source>
        <translation>%1 réteg nem tölthet ki futószalag-párhuzamosság x átlapolás = %2 fokozatot (mindegyikre legalább egy réteg kell)</translation>
    </message>
    <message>
        <source>must be 1: the model has no experts</source>
        <translation>1 kell legyen: a modellnek nincsenek szakértői</translation>
    </message>
    <message>
        <source>shards nothing without ZeRO: choose stage 1, 2 or 3, or no shard group</source>
        <translation>ZeRO nélkül semmit sem oszt szét: válassza az 1., 2. vagy 3. szintet, vagy ne adjon meg szétosztási csoportot</translation>
    </message>
    <message>
        <source>%1 does not divide the d x cp = %2 data-parallel ranks</source>
        <translation>%1 nem osztja az adatpárhuzamos rangok számát (d x cp = %2)</translation>
    </message>
    <message>
        <source>must be none, selective or full, not &quot;%1&quot;</source>
        <translation>none, selective vagy full kell legyen, nem „%1”</translation>
    </message>
    <message>
        <source>JSON error at %1</source>
        <translation>JSON-hiba itt: %1</translation>
    </message>
    <message>
        <source>has no title</source>
        <translation>nincs címe</translation>
    </message>
    <message>
        <source>list edition must be YYYY-MM, got &apos;%1&apos;</source>
        <translation>a listakiadásnak YYYY-MM alakúnak kell lennie, nem „%1”</translation>
    </message>
    <message>
        <source>rank must be 1..500, got %1</source>
        <translation>a helyezésnek 1..500 közöttinek kell lennie, nem %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no data or no fit</source>
        <translation>„%1” nem tartalmaz adatokat vagy illesztést</translation>
    </message>
    <message>
        <source>a series needs an id</source>
        <translation>a sorozatnak azonosító kell</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used by two series</source>
        <translation>„%1” azonosítót két sorozat használja</translation>
    </message>
    <message>
        <source>&apos;%1&apos; holds no state</source>
        <translation>„%1” nem tartalmaz állapotot</translation>
    </message>
    <message>
        <source>labels are A, B, C or D, got &apos;%1&apos;</source>
        <translation>a címke A, B, C vagy D lehet, nem „%1”</translation>
    </message>
    <message>
        <source>must be YYYY-MM or empty, got &apos;%1&apos;</source>
        <translation>YYYY-MM alakúnak vagy üresnek kell lennie, nem „%1”</translation>
    </message>
    <message>
        <source>holds no tour</source>
        <translation>nem tartalmaz bemutatót</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used by two tours</source>
        <translation>„%1” azonosítót két bemutató használja</translation>
    </message>
    <message>
        <source>unknown axis range &apos;%1&apos;; expected automatic, full or data</source>
        <translation>ismeretlen tengelytartomány: „%1”; automatic, full vagy data értéket vár</translation>
    </message>
    <message>
        <source>no state</source>
        <translation>nincs állapot</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>objektumot vár</translation>
    </message>
    <message>
        <source>%1 (no &quot;format&quot;: &quot;%2&quot;)</source>
        <translation>%1 (nincs &quot;format&quot;: &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>JSON-objektumot vár</translation>
    </message>
    <message>
        <source>not a session file</source>
        <translation>nem munkamenetfájl</translation>
    </message>
    <message>
        <source>not an effsurf session</source>
        <translation>nem effsurf-munkamenet</translation>
    </message>
    <message>
        <source>the scenario inside this page is broken</source>
        <translation>az oldalba ágyazott forgatókönyv sérült</translation>
    </message>
    <message>
        <source>not a tour file</source>
        <translation>nem bemutatófájl</translation>
    </message>
    <message>
        <source>not an effsurf tour</source>
        <translation>nem effsurf-bemutató</translation>
    </message>
    <message>
        <source>unsupported schema %1</source>
        <translation>nem támogatott schema: %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nincs)</translation>
    </message>
    <message>
        <source>unknown &apos;%1&apos; (expected s, n, precision or edition)</source>
        <translation>ismeretlen: „%1” (s, n, precision vagy edition értéket vár)</translation>
    </message>
    <message>
        <source>must be %1 .. %2, got %3</source>
        <translation>%1 .. %2 között kell lennie, nem %3</translation>
    </message>
    <message>
        <source>an edition sweep needs at least one list edition</source>
        <translation>a kiadások pásztázásához legalább egy listakiadás kell</translation>
    </message>
    <message>
        <source>a tour needs an id</source>
        <translation>a bemutatónak azonosító kell</translation>
    </message>
    <message>
        <source>a tour needs a title</source>
        <translation>a bemutatónak cím kell</translation>
    </message>
    <message>
        <source>a step needs a title</source>
        <translation>a lépésnek cím kell</translation>
    </message>
    <message>
        <source>a step needs a state</source>
        <translation>a lépésnek állapot kell</translation>
    </message>
    <message>
        <source>a step sets a configuration and systems, not series, snapshots or tours</source>
        <translation>a lépés konfigurációt és rendszereket állít be, nem sorozatokat, pillanatképeket vagy bemutatókat</translation>
    </message>
    <message>
        <source>must be transformer-engine or deepseek-v3, not &quot;%1&quot;</source>
        <translation>transformer-engine vagy deepseek-v3 kell legyen, nem „%1”</translation>
    </message>
    <message>
        <source>both ends must lie in (0, 1] (shares of the datasheet peak, at least 0.001), got %1 to %2</source>
        <translation>mindkét végének (0, 1] között kell lennie (az adatlapi csúcsérték hányadai, legalább 0.001), nem %1 és %2</translation>
    </message>
    <message>
        <source>its low end %1 is above its high end %2</source>
        <translation>az alsó vége (%1) a felső vége (%2) fölött van</translation>
    </message>
    <message>
        <source>must lie in [0, %1) GiB (the device&apos;s memory), got %2</source>
        <translation>[0, %1) GiB között kell lennie (az eszköz memóriája), nem %2</translation>
    </message>
    <message>
        <source>must be a line rate above 0, got %1 Gb/s</source>
        <translation>0-nál nagyobb vonalsebességnek kell lennie, nem %1 Gb/s</translation>
    </message>
    <message>
        <source>must lie in [0, 1e6] microseconds, got %1</source>
        <translation>[0, 1e6] mikroszekundum között kell lennie, nem %1</translation>
    </message>
    <message>
        <source>%1 is not a multiple of t cp p = %2</source>
        <translation>%1 nem többszöröse ennek: t cp p = %2</translation>
    </message>
    <message>
        <source>a model by its totals needs its parameters too</source>
        <translation>az összesített értékeivel megadott modellhez a paraméterek száma is kell</translation>
    </message>
    <message>
        <source>a model by its totals needs its FLOP per sample too</source>
        <translation>az összesített értékeivel megadott modellhez a mintánkénti FLOP is kell</translation>
    </message>
    <message>
        <source>a model given by its totals has no transformer shape</source>
        <translation>az összesített értékeivel megadott modellnek nincs transzformer-felépítése</translation>
    </message>
    <message>
        <source>must lie in [1, 64] (tokens an expert may take over an even share), got %1</source>
        <translation>[1, 64] között kell lennie (egy szakértő által fogadható tokenek az egyenletes részesedéshez képest), nem %1</translation>
    </message>
    <message>
        <source>%1 is not t x cp x p x d = %2</source>
        <translation>%1 nem egyenlő ezzel: t x cp x p x d = %2</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>%1. sor, %2. oszlop: %3</translation>
    </message>
    <message>
        <source>unexpected text after the JSON value</source>
        <translation>váratlan szöveg a JSON-érték után</translation>
    </message>
    <message>
        <source>expected a JSON value</source>
        <translation>JSON-értéket vár</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>%1 szintnél mélyebben egymásba ágyazva</translation>
    </message>
    <message>
        <source>the text ends where a JSON value should be</source>
        <translation>a szöveg ott ér véget, ahol egy JSON-értéknek kellene állnia</translation>
    </message>
    <message>
        <source>expected a member name in double quotes</source>
        <translation>dupla idézőjelek közé írt tagnevet vár</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a member name</source>
        <translation>&apos;:&apos; karaktert vár a tagnév után</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; in an object</source>
        <translation>&apos;,&apos; vagy &apos;}&apos; karaktert vár az objektumban</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; in a list</source>
        <translation>&apos;,&apos; vagy &apos;]&apos; karaktert vár a listában</translation>
    </message>
    <message>
        <source>a \u escape needs four hexadecimal digits</source>
        <translation>a \u escape-szekvenciához négy hexadecimális számjegy kell</translation>
    </message>
    <message>
        <source>text that is not UTF-8</source>
        <translation>nem UTF-8 kódolású szöveg</translation>
    </message>
    <message>
        <source>a string without its closing quote</source>
        <translation>záró idézőjel nélküli karakterlánc</translation>
    </message>
    <message>
        <source>a control character inside a string (write it as an escape)</source>
        <translation>vezérlőkarakter egy karakterláncban (írja escape-szekvenciaként)</translation>
    </message>
    <message>
        <source>a lone UTF-16 surrogate in a \u escape</source>
        <translation>párosítatlan UTF-16 helyettesítő kód egy \u escape-szekvenciában</translation>
    </message>
    <message>
        <source>an unknown escape in a string</source>
        <translation>ismeretlen escape-szekvencia egy karakterláncban</translation>
    </message>
    <message>
        <source>a number needs digits</source>
        <translation>a számhoz számjegyek kellenek</translation>
    </message>
    <message>
        <source>a number needs digits after its decimal point</source>
        <translation>a számban a tizedesjel után számjegyeknek kell állniuk</translation>
    </message>
    <message>
        <source>a number needs digits in its exponent</source>
        <translation>a szám kitevőjében számjegyeknek kell állniuk</translation>
    </message>
    <message>
        <source>a number beyond a double&apos;s range</source>
        <translation>a double tartományán kívül eső szám</translation>
    </message>
    <message>
        <source>a number that cannot be read</source>
        <translation>nem olvasható szám</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>hiányzik</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>számot vár</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, got %3</source>
        <translation>%1 és %2 közötti egész számot vár, nem %3</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>szöveget vár</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>listát vár</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true vagy false értéket vár</translation>
    </message>
    <message>
        <source>cannot store a non-finite number</source>
        <translation>nem véges szám nem menthető</translation>
    </message>
    <message>
        <source>%1 = %2 is outside the range effsurf computes with (1e-100 .. 1e100); check the unit</source>
        <translation>%1 = %2 kívül esik azon a tartományon, amellyel az effsurf számol (1e-100 .. 1e100); ellenőrizze a mértékegységet</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>figyelemfejek</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>tenzorpárhuzamosság</translation>
    </message>
    <message>
        <source>2 x context parallel</source>
        <translation>2 x kontextuspárhuzamosság</translation>
    </message>
    <message>
        <source>expert parallel</source>
        <translation>szakértőpárhuzamosság</translation>
    </message>
    <message>
        <source>data parallel x context parallel, of which it is a part,</source>
        <translation>adatpárhuzamosság x kontextuspárhuzamosság (amelynek része)</translation>
    </message>
    <message>
        <source>expected a number such as %1, got &apos;%2&apos;</source>
        <translation>olyan számot vár, mint %1, nem „%2”</translation>
    </message>
    <message>
        <source>expected a number such as %1, got &apos;%2&apos;; the decimal point is &apos;.&apos;: %3</source>
        <translation>olyan számot vár, mint %1, nem „%2”; a tizedesjel „.”: %3</translation>
    </message>
    <message>
        <source>N column</source>
        <translation>N oszlop</translation>
    </message>
    <message>
        <source>value column</source>
        <translation>értékoszlop</translation>
    </message>
    <message>
        <source>Rpeak column</source>
        <translation>Rpeak oszlop</translation>
    </message>
    <message>
        <source>expected a parameter name</source>
        <translation>paraméternevet vár</translation>
    </message>
    <message>
        <source>unknown keyword &apos;%1&apos;; expected PARAMETER, POINTS, REGION, METRIC or DATA</source>
        <translation>ismeretlen kulcsszó: „%1”; PARAMETER, POINTS, REGION, METRIC vagy DATA kulcsszót vár</translation>
    </message>
    <message>
        <source>file is empty: expected PARAMETER, POINTS and DATA lines</source>
        <translation>a fájl üres: PARAMETER, POINTS és DATA sorokat vár</translation>
    </message>
    <message>
        <source>no PARAMETER line</source>
        <translation>nincs PARAMETER sor</translation>
    </message>
    <message>
        <source>no POINTS line</source>
        <translation>nincs POINTS sor</translation>
    </message>
    <message>
        <source>no DATA lines</source>
        <translation>nincsenek DATA sorok</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos; takes several values (%2, %3); effsurf needs a series in the process count &apos;%4&apos; alone</source>
        <translation>a(z) „%1” paraméter több értéket is felvesz (%2, %3); az effsurf olyan sorozatot igényel, amelyben csak a(z) „%4” folyamatszám változik</translation>
    </message>
    <message>
        <source>process count</source>
        <translation>folyamatszám</translation>
    </message>
    <message>
        <source>POINTS before any PARAMETER line</source>
        <translation>POINTS az első PARAMETER sor előtt</translation>
    </message>
    <message>
        <source>a &apos;(&apos; without its &apos;)&apos;</source>
        <translation>&apos;(&apos; a hozzá tartozó &apos;)&apos; nélkül</translation>
    </message>
    <message>
        <source>expected at least one point</source>
        <translation>legalább egy pontot vár</translation>
    </message>
    <message>
        <source>point (%1) has %2 coordinates for %3 parameters</source>
        <translation>a(z) (%1) pontnak %2 koordinátája van %3 paraméterhez</translation>
    </message>
    <message>
        <source>wrong DATA count: %1 DATA lines for %2 POINTS</source>
        <translation>hibás a DATA sorok száma: %1 DATA sor %2 POINTS mellett</translation>
    </message>
    <message>
        <source>%1 in region &apos;%2&apos; for metric &apos;%3&apos;</source>
        <translation>%1 a(z) „%2” régióban, a(z) „%3” metrikánál</translation>
    </message>
    <message>
        <source>%1 in region &apos;%2&apos;</source>
        <translation>%1 a(z) „%2” régióban</translation>
    </message>
    <message>
        <source>%1 for metric &apos;%2&apos;</source>
        <translation>%1 a(z) „%2” metrikánál</translation>
    </message>
    <message>
        <source>DATA before any POINTS line</source>
        <translation>DATA az első POINTS sor előtt</translation>
    </message>
    <message>
        <source>empty DATA line: expected one or more values</source>
        <translation>üres DATA sor: egy vagy több értéket vár</translation>
    </message>
    <message>
        <source>wrong DATA count: more DATA lines than the %1 POINTS</source>
        <translation>hibás a DATA sorok száma: több DATA sor van, mint %1 POINTS</translation>
    </message>
    <message>
        <source>no parameter &apos;%1&apos;; the file has %2</source>
        <translation>nincs „%1” paraméter; a fájl paraméterei: %2</translation>
    </message>
    <message>
        <source>several parameters (%1): say which one is the process count</source>
        <translation>több paraméter (%1): adja meg, melyik a folyamatszám</translation>
    </message>
    <message>
        <source>no DATA for region &apos;%1&apos; and metric &apos;%2&apos;; the file has %3</source>
        <translation>nincs DATA a(z) „%1” régióhoz és a(z) „%2” metrikához; a fájlban ezek vannak: %3</translation>
    </message>
    <message>
        <source>%1 and %2 could each be the %3 column: choose the %4</source>
        <translation>%1 és %2 egyaránt lehet a(z) %3 oszlop: adja meg, melyik legyen a(z) %4</translation>
    </message>
    <message>
        <source>say what column %1 holds: time, speedup, efficiency or Rmax</source>
        <translation>adja meg, mit tartalmaz a(z) %1 oszlop: time, speedup, efficiency vagy Rmax</translation>
    </message>
    <message>
        <source>no %1 column (the header has %2)</source>
        <translation>nincs %1 oszlop (a fejléc oszlopai: %2)</translation>
    </message>
    <message>
        <source>%1 cannot be both N and the %2</source>
        <translation>%1 nem lehet egyszerre N és %2</translation>
    </message>
    <message>
        <source>no column for Rpeak (needed with Rmax; the header has %1)</source>
        <translation>nincs oszlop az Rpeak számára (az Rmax mellé kell; a fejléc oszlopai: %1)</translation>
    </message>
    <message>
        <source>series column</source>
        <translation>sorozatoszlop</translation>
    </message>
    <message>
        <source>missing column &apos;%1&apos;</source>
        <translation>hiányzik a(z) „%1” oszlop</translation>
    </message>
    <message>
        <source>expected yes or no, got &apos;%1&apos;</source>
        <translation>yes vagy no értéket vár, nem „%1”</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>nem lehet üres</translation>
    </message>
    <message>
        <source>expected a number &gt; 0, the field is empty</source>
        <translation>számot vár (&gt; 0), de a mező üres</translation>
    </message>
    <message>
        <source>expected a number &gt; 0, got &apos;%1&apos;</source>
        <translation>számot vár (&gt; 0), nem „%1”</translation>
    </message>
    <message>
        <source>expected a whole number, got &apos;%1&apos;</source>
        <translation>egész számot vár, nem „%1”</translation>
    </message>
    <message>
        <source>id &apos;%1&apos; appears twice</source>
        <translation>a(z) „%1” azonosító kétszer szerepel</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to 1e9, got &apos;%2&apos;</source>
        <translation>%1 és 1e9 közötti egész számot vár, nem „%2”</translation>
    </message>
    <message>
        <source>expected a ZeRO stage 0, 1, 2 or 3</source>
        <translation>ZeRO-szintet vár: 0, 1, 2 vagy 3</translation>
    </message>
    <message>
        <source>GPU-hours need the tokens trained on</source>
        <translation>a GPU-órákhoz meg kell adni a tanításhoz használt tokenek számát</translation>
    </message>
    <message>
        <source>must not be below miss_low</source>
        <translation>nem lehet kisebb, mint a miss_low</translation>
    </message>
    <message>
        <source>expected reproduced or documented, got &apos;%1&apos;</source>
        <translation>reproduced vagy documented értéket vár, nem „%1”</translation>
    </message>
    <message>
        <source>a documented miss says why</source>
        <translation>a dokumentált eltéréshez meg kell adni az okát</translation>
    </message>
    <message>
        <source>Rmax exceeds Rpeak (E = %1), a source error; accelerator cores exceed total cores</source>
        <translation>az Rmax meghaladja az Rpeak értékét (E = %1), ez a forrás hibája; a gyorsítómagok száma meghaladja az összes mag számát</translation>
    </message>
    <message>
        <source>Rmax exceeds Rpeak (E = %1), a source error</source>
        <translation>az Rmax meghaladja az Rpeak értékét (E = %1), ez a forrás hibája</translation>
    </message>
    <message>
        <source>accelerator cores exceed total cores</source>
        <translation>a gyorsítómagok száma meghaladja az összes mag számát</translation>
    </message>
    <message>
        <source>expected a non-negative number, got &apos;%1&apos;</source>
        <translation>nemnegatív számot vár, nem „%1”</translation>
    </message>
    <message>
        <source>expected a whole number up to 1000000, got &apos;%1&apos;</source>
        <translation>legfeljebb 1000000 értékű egész számot vár, nem „%1”</translation>
    </message>
    <message>
        <source>Rmax, Rpeak and cores must be positive</source>
        <translation>az Rmax, az Rpeak és a magszám értékének pozitívnak kell lennie</translation>
    </message>
    <message>
        <source>expected an edition YYYY-MM, got &apos;%1&apos;</source>
        <translation>YYYY-MM alakú listakiadást vár, nem „%1”</translation>
    </message>
    <message>
        <source>hidden is not a multiple of heads</source>
        <translation>a hidden értéke nem többszöröse a heads értékének</translation>
    </message>
    <message>
        <source>heads is not a multiple of kv_heads</source>
        <translation>a heads értéke nem többszöröse a kv_heads értékének</translation>
    </message>
    <message>
        <source>more experts per token than experts</source>
        <translation>a tokenenkénti szakértők száma nagyobb a szakértők számánál</translation>
    </message>
    <message>
        <source>no peak for any datatype</source>
        <translation>egyik adattípushoz sincs megadva csúcsérték</translation>
    </message>
    <message>
        <source>%1 names the network &apos;%2&apos;, which is not in networks.csv</source>
        <translation>%1 a(z) „%2” hálózatra hivatkozik, amely nem szerepel a networks.csv fájlban</translation>
    </message>
    <message>
        <source>names the preset &apos;%1&apos;, which is not shipped</source>
        <translation>a(z) „%1” előbeállításra hivatkozik, amely nincs a beépített előbeállítások között</translation>
    </message>
    <message>
        <source>no column of GPU counts (name one gpus, n or num_gpus)</source>
        <translation>nincs GPU-számokat tartalmazó oszlop (nevezzen el egyet így: gpus, n vagy num_gpus)</translation>
    </message>
    <message>
        <source>no column of step times or throughput (name one step_seconds, step_time_ms or tokens_per_second)</source>
        <translation>nincs lépésidőket vagy átviteli sebességet tartalmazó oszlop (nevezzen el egyet így: step_seconds, step_time_ms vagy tokens_per_second)</translation>
    </message>
    <message>
        <source>expected %1 fields, got %2</source>
        <translation>%1 mezőt vár, de %2 található</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU-szám</translation>
    </message>
    <message>
        <source>expected a whole number of GPUs, got &apos;%1&apos;</source>
        <translation>egész GPU-számot vár, nem „%1”</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>átviteli sebesség</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>lépésidő</translation>
    </message>
    <message>
        <source>expected a whole number &gt;= 1, got &apos;%1&apos;</source>
        <translation>egész számot vár (&gt;= 1), nem „%1”</translation>
    </message>
    <message>
        <source>has a header but no measured step</source>
        <translation>van fejléce, de egyetlen mért lépést sem tartalmaz</translation>
    </message>
    <message>
        <source>%1 GPUs are not t cp p d = %2</source>
        <translation>%1 GPU nem egyenlő ezzel: t cp p d = %2</translation>
    </message>
    <message>
        <source>%1 GPUs are not a multiple of t cp p = %2 (give the row&apos;s layout in tp, cp, pp, dp columns)</source>
        <translation>%1 GPU nem többszöröse ennek: t cp p = %2 (adja meg a sor elrendezését a tp, cp, pp, dp oszlopokban)</translation>
    </message>
    <message>
        <source>has %1 measured step: the fit needs at least three (two unknowns, the utilization and the network&apos;s bandwidth, and their intervals)</source>
        <translation>%1 mért lépést tartalmaz: az illesztéshez legalább három kell (két ismeretlen, a kihasználtság és a hálózat sávszélessége, valamint ezek intervallumai)</translation>
    </message>
    <message>
        <source>has %1 measured steps: the fit needs at least three (two unknowns, the utilization and the network&apos;s bandwidth, and their intervals)</source>
        <translation>%1 mért lépést tartalmaz: az illesztéshez legalább három kell (két ismeretlen, a kihasználtság és a hálózat sávszélessége, valamint ezek intervallumai)</translation>
    </message>
    <message>
        <source>every step was measured on %1 GPUs: one GPU count cannot tell the utilization from the network&apos;s bandwidth (both only lengthen the step); measure at two or more GPU counts</source>
        <translation>minden lépést %1 GPU-n mértek: egyetlen GPU-számból nem választható szét a kihasználtság és a hálózat sávszélessége (mindkettő csak meghosszabbítja a lépést); mérjen két vagy több GPU-számnál</translation>
    </message>
    <message>
        <source>its layout is not one of %1: %2: %3</source>
        <translation>az elrendezése nem érvényes a(z) %1 modellre: %2: %3</translation>
    </message>
    <message>
        <source>no measured step crosses the network (every collective stays inside an NVLink domain of %1 GPUs), so its bandwidth cannot be fitted; measure on more nodes</source>
        <translation>egyik mért lépés sem megy át a hálózaton (minden kollektív művelet egy %1 GPU-s NVLink-tartományon belül marad), így a sávszélessége nem illeszthető; mérjen több csomóponton</translation>
    </message>
    <message>
        <source>the utilization and the network&apos;s bandwidth change these steps alike and cannot be told apart; measure at GPU counts further apart, or with the batch kept</source>
        <translation>a kihasználtság és a hálózat sávszélessége egyformán változtatja ezeket a lépéseket, így nem választhatók szét; mérjen egymástól távolabb eső GPU-számoknál, vagy változatlan köteggel</translation>
    </message>
    <message>
        <source>the steps are as fast as the %1&apos;s datasheet peak allows at u = 1: is the GPU or the precision right?</source>
        <translation>a lépések olyan gyorsak, amennyit a(z) %1 adatlap szerinti csúcsértéke u = 1 mellett megenged: biztosan jó a GPU és a pontosság?</translation>
    </message>
    <message>
        <source>unknown keyword</source>
        <translation>ismeretlen kulcsszó</translation>
    </message>
    <message>
        <source>malformed point</source>
        <translation>hibás pont</translation>
    </message>
    <message>
        <source>wrong DATA count</source>
        <translation>hibás DATA-szám</translation>
    </message>
    <message>
        <source>other problem</source>
        <translation>egyéb probléma</translation>
    </message>
    <message>
        <source>%1 problem</source>
        <translation>%1 probléma</translation>
    </message>
    <message>
        <source>%1 problems</source>
        <translation>%1 probléma</translation>
    </message>
    <message>
        <source>%1; the first %2 are listed</source>
        <translation>%1; az első %2 látható a listában</translation>
    </message>
    <message>
        <source>empty field</source>
        <translation>üres mező</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>nem szám</translation>
    </message>
    <message>
        <source>not finite</source>
        <translation>nem véges</translation>
    </message>
    <message>
        <source>N below 1</source>
        <translation>N kisebb 1-nél</translation>
    </message>
    <message>
        <source>N above 10^12</source>
        <translation>N nagyobb 10^12-nél</translation>
    </message>
    <message>
        <source>zero or negative</source>
        <translation>nulla vagy negatív</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>tartományon kívül</translation>
    </message>
    <message>
        <source>wrong field count</source>
        <translation>hibás mezőszám</translation>
    </message>
    <message>
        <source>no series name</source>
        <translation>nincs sorozatnév</translation>
    </message>
    <message>
        <source>too many series</source>
        <translation>túl sok sorozat</translation>
    </message>
    <message>
        <source>not a whole number</source>
        <translation>nem egész szám</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::AnimationPanel</name>
    <message>
        <source>duration</source>
        <translation>időtartam</translation>
    </message>
    <message>
        <source>frame rate</source>
        <translation>képkockasebesség</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>Ismétlés</translation>
    </message>
    <message>
        <source>PNG frames too</source>
        <translation>PNG-képkockák is</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>soros hányad s</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>processzorszám N</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>pontosság</translation>
    </message>
    <message>
        <source>TOP500 edition</source>
        <translation>TOP500-kiadás</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long one pass takes: the speed</source>
        <translation>Egy végigfutás időtartama: ez adja a sebességet</translation>
    </message>
    <message>
        <source> fps</source>
        <translation> kép/s</translation>
    </message>
    <message>
        <source>Frames per second of the recording; a pass has duration x fps frames</source>
        <translation>A felvétel másodpercenkénti képkockaszáma; egy végigfutás időtartam × kép/s képkockából áll</translation>
    </message>
    <message>
        <source>What a recording captures: the window as on screen, the 3D surface or one chart</source>
        <translation>Mit rögzítsen a felvétel: az ablakot úgy, ahogy a képernyőn látszik, a 3D felületet vagy egy diagramot</translation>
    </message>
    <message>
        <source>GIF</source>
        <translation>GIF</translation>
    </message>
    <message>
        <source>animation.gif: plays wherever images do (e-mail, wikis, old presentation programs); 256 colours a frame, 20–50 times the size of a video</source>
        <translation>animation.gif: mindenhol lejátszható, ahol képek megjelennek (e-mail, wikik, régi bemutatókészítő programok); képkockánként 256 szín, a videó méretének 20–50-szerese</translation>
    </message>
    <message>
        <source>MP4 (H.264)</source>
        <translation>MP4 (H.264)</translation>
    </message>
    <message>
        <source>animation.mp4: plays in PowerPoint, Keynote, LibreOffice Impress and every browser; a twentieth of the GIF&apos;s size or less</source>
        <translation>animation.mp4: lejátszható PowerPointban, Keynote-ban, LibreOffice Impressben és minden böngészőben; mérete a GIF-ének huszada vagy még kisebb</translation>
    </message>
    <message>
        <source>WebM (VP9)</source>
        <translation>WebM (VP9)</translation>
    </message>
    <message>
        <source>animation.webm: a free format for browsers and free players (VLC, mpv); on charts about 1.4 times the MP4&apos;s size, and slower to encode</source>
        <translation>animation.webm: szabad formátum böngészőkhöz és szabad lejátszókhoz (VLC, mpv); diagramoknál az MP4 méretének kb. 1.4-szerese, és lassabb a kódolása</translation>
    </message>
    <message>
        <source>PNG frames only</source>
        <translation>Csak PNG-képkockák</translation>
    </message>
    <message>
        <source>frame-0001.png … only: lossless frames to edit or encode yourself</source>
        <translation>csak frame-0001.png …: veszteségmentes képkockák saját szerkesztéshez vagy kódoláshoz</translation>
    </message>
    <message>
        <source>What a recording writes into the chosen directory</source>
        <translation>Mit írjon a felvétel a kiválasztott könyvtárba</translation>
    </message>
    <message>
        <source>Small file</source>
        <translation>Kis fájl</translation>
    </message>
    <message>
        <source>About two thirds of Balanced; thin lines and small text get soft edges</source>
        <translation>A Kiegyensúlyozott kb. kétharmada; a vékony vonalak és az apró szöveg szélei elmosódnak</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Kiegyensúlyozott</translation>
    </message>
    <message>
        <source>Sharp text and lines on a projector at a moderate size (the default)</source>
        <translation>Éles szöveg és vonalak kivetítőn, mérsékelt méretben (alapértelmezés)</translation>
    </message>
    <message>
        <source>High quality</source>
        <translation>Kiváló minőség</translation>
    </message>
    <message>
        <source>Close to the frames themselves, for close-ups and re-encoding; about 1.5 times Balanced</source>
        <translation>Közel az eredeti képkockákhoz, közeli képekhez és újrakódoláshoz; a Kiegyensúlyozott kb. 1.5-szerese</translation>
    </message>
    <message>
        <source>The video&apos;s size/quality trade-off (MP4 and WebM)</source>
        <translation>A videó méret és minőség közötti kompromisszuma (MP4 és WebM)</translation>
    </message>
    <message>
        <source>Also write the frames as frame-0001.png … beside the GIF or video</source>
        <translation>A képkockák kiírása frame-0001.png … fájlokként is a GIF vagy a videó mellé</translation>
    </message>
    <message>
        <source>Frame size of surface and chart recordings; the window is recorded at its own size</source>
        <translation>A felület- és diagramfelvételek képkockamérete; az ablak a saját méretében kerül rögzítésre</translation>
    </message>
    <message>
        <source>Position in the sweep</source>
        <translation>Pozíció a pásztázásban</translation>
    </message>
    <message>
        <source>Record…</source>
        <translation>Felvétel…</translation>
    </message>
    <message>
        <source>Record every frame of the sweep into a directory you choose</source>
        <translation>A pásztázás minden képkockájának rögzítése egy választott könyvtárba</translation>
    </message>
    <message>
        <source>Back to the first frame</source>
        <translation>Vissza az első képkockára</translation>
    </message>
    <message>
        <source>One frame back</source>
        <translation>Egy képkockával vissza</translation>
    </message>
    <message>
        <source>One frame forward</source>
        <translation>Egy képkockával előre</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Lejátszás vagy szünet</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Pásztázás</translation>
    </message>
    <message>
        <source>from</source>
        <translation>ettől</translation>
    </message>
    <message>
        <source>to</source>
        <translation>eddig</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Felvétel</translation>
    </message>
    <message>
        <source>at</source>
        <translation>méret</translation>
    </message>
    <message>
        <source>as</source>
        <translation>formátum</translation>
    </message>
    <message>
        <source>Record into</source>
        <translation>Felvétel helye</translation>
    </message>
    <message>
        <source>Replace the earlier recording?</source>
        <translation>Lecseréli a korábbi felvételt?</translation>
    </message>
    <message numerus="yes">
        <source>%1 already holds %n file(s) of a recording (%2). Replace them?</source>
        <translation>
            <numerusform>A(z) %1 könyvtár már tartalmaz %n fájlt egy felvételből (%2). Lecseréli őket?</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Csere</translation>
    </message>
    <message>
        <source>Recording</source>
        <translation>Felvétel</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) written to %1</source>
        <translation>
            <numerusform>%n képkocka kiírva ide: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) recorded into %1</source>
        <translation>
            <numerusform>%n képkocka rögzítve ide: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) → %1</source>
        <translation>
            <numerusform>%n képkocka → %1</numerusform>
        </translation>
    </message>
    <message>
        <source>frame %1/%2  %3</source>
        <translation>képkocka %1/%2  %3</translation>
    </message>
    <message numerus="yes">
        <source>Recording %n frame(s)…</source>
        <translation>
            <numerusform>%n képkocka rögzítése…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ComparePanel</name>
    <message>
        <source>Save the current configuration as</source>
        <translation>A jelenlegi konfiguráció mentése mint</translation>
    </message>
    <message>
        <source>Snapshot %1 (Ctrl+%2): overlaid on every chart and the surface</source>
        <translation>%1 pillanatkép (Ctrl+%2): minden diagramra és a felületre rárajzolva</translation>
    </message>
    <message>
        <source>Save as snapshot &amp;%1</source>
        <translation>Mentés &amp;%1 pillanatképként</translation>
    </message>
    <message>
        <source>configuration</source>
        <translation>konfiguráció</translation>
    </message>
    <message>
        <source>speedup S</source>
        <translation>gyorsítás S</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>hatékonyság E</translation>
    </message>
    <message>
        <source>R / R₁(FP64)</source>
        <translation>R / R₁(FP64)</translation>
    </message>
    <message>
        <source>1/s&apos;</source>
        <translation>1/s&apos;</translation>
    </message>
    <message>
        <source>N of max R</source>
        <translation>N a max. R-nél</translation>
    </message>
    <message>
        <source>Ratios are to snapshot A (or the first snapshot). R is the payload performance in units of one FP64 processor, so precisions compare.</source>
        <translation>Az arányok az A pillanatképhez (vagy az első pillanatképhez) viszonyítottak. R a hasznos teljesítmény egy FP64-processzor egységében, így a pontosságok összevethetők.</translation>
    </message>
    <message>
        <source>none (R grows)</source>
        <translation>nincs (R nő)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Visszaállítás</translation>
    </message>
    <message>
        <source>Snapshots side by side</source>
        <translation>Pillanatképek egymás mellett</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ComparisonChart</name>
    <message>
        <source>fit</source>
        <translation>illesztés</translation>
    </message>
    <message>
        <source>S &gt; N</source>
        <translation>S &gt; N</translation>
    </message>
    <message>
        <source>snapshots %1</source>
        <translation>pillanatképek: %1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::DataParallelTrainingBox</name>
    <message>
        <source>Data-parallel training (alpha-beta model)</source>
        <translation>Adatpárhuzamos tanítás (alpha-beta modell)</translation>
    </message>
    <message>
        <source>Throughput per worker: the datasheet peak for the chosen precision (a peak, not a measurement) times the utilization</source>
        <translation>Átviteli sebesség munkavégzőnként: a választott pontosság adatlap szerinti csúcsértéke (csúcsérték, nem mérés) szorozva a kihasználtsággal</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>gyorsító</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>kihasználtság</translation>
    </message>
    <message>
        <source>parameters P</source>
        <translation>paraméterek P</translation>
    </message>
    <message>
        <source>FLOP per step F</source>
        <translation>FLOP lépésenként F</translation>
    </message>
    <message>
        <source>FLOP per step</source>
        <translation>FLOP lépésenként</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>késleltetés</translation>
    </message>
    <message>
        <source>latency λ (s)</source>
        <translation>késleltetés λ (s)</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>sávszélesség</translation>
    </message>
    <message>
        <source>bandwidth B (B/s)</source>
        <translation>sávszélesség B (B/s)</translation>
    </message>
    <message>
        <source>T_seq</source>
        <translation>T_seq</translation>
    </message>
    <message>
        <source>T_seq per step (s)</source>
        <translation>T_seq lépésenként (s)</translation>
    </message>
    <message>
        <source>ring all-reduce</source>
        <translation>gyűrűs all-reduce</translation>
    </message>
    <message>
        <source>tree all-reduce</source>
        <translation>fa alapú all-reduce</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>kollektív művelet</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>erős</translation>
    </message>
    <message>
        <source>Strong scaling: the global batch is fixed, each worker computes 1/N of it.</source>
        <translation>Erős skálázás: a globális köteg rögzített, minden munkavégző annak 1/N részét számolja.</translation>
    </message>
    <message>
        <source>weak</source>
        <translation>gyenge</translation>
    </message>
    <message>
        <source>Weak scaling: the per-worker batch is fixed, the global batch grows with N.</source>
        <translation>Gyenge skálázás: a munkavégzőnkénti köteg rögzített, a globális köteg N-nel nő.</translation>
    </message>
    <message>
        <source>scaling</source>
        <translation>skálázás</translation>
    </message>
    <message>
        <source>overlap ω</source>
        <translation>átfedés ω</translation>
    </message>
    <message>
        <source>X = %1 FLOP/s per worker, b = %2 bytes</source>
        <translation>X = %1 FLOP/s munkavégzőnként, b = %2 bájt</translation>
    </message>
    <message>
        <source>at N: T_comp = %1 s, T_comm = %2 s</source>
        <translation>N-nél: T_comp = %1 s, T_comm = %2 s</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::DepthSweepChart</name>
    <message>
        <source>same width h</source>
        <translation>azonos szélesség h</translation>
    </message>
    <message>
        <source>same parameters P</source>
        <translation>azonos paraméterszám P</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>ez a futtatás</translation>
    </message>
    <message>
        <source>layers l (each stage keeps its layers)</source>
        <translation>rétegek l (minden fokozat megtartja a rétegeit)</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>hatékonyság E</translation>
    </message>
    <message>
        <source>Depth: %1 has no layers to sweep</source>
        <translation>Mélység: a(z) %1 modellnek nincsenek végigpásztázható rétegei</translation>
    </message>
    <message>
        <source>No depth sweep</source>
        <translation>Nincs mélységpásztázás</translation>
    </message>
    <message>
        <source>Deeper, lower E: %1 layers on %2 stages, E = %3</source>
        <translation>Mélyebb modell, kisebb E: %1 réteg %2 fokozaton, E = %3</translation>
    </message>
    <message>
        <source>%1 layers, E = %2</source>
        <translation>%1 réteg, E = %2</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ExportDialog</name>
    <message>
        <source>PNG width</source>
        <translation>PNG-szélesség</translation>
    </message>
    <message>
        <source>PNG height</source>
        <translation>PNG-magasság</translation>
    </message>
    <message>
        <source>caption with the parameters</source>
        <translation>képaláírás a paraméterekkel</translation>
    </message>
    <message>
        <source>transparent background (PNG)</source>
        <translation>átlátszó háttér (PNG)</translation>
    </message>
    <message>
        <source>sidecar .json with the parameters</source>
        <translation>kísérő .json a paraméterekkel</translation>
    </message>
    <message>
        <source>the chart&apos;s own title</source>
        <translation>a diagram saját címe</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Ábra exportálása</translation>
    </message>
    <message>
        <source>several as panels</source>
        <translation>több, panelekként</translation>
    </message>
    <message>
        <source>whole window</source>
        <translation>teljes ablak</translation>
    </message>
    <message>
        <source>LaTeX tabular (the fit table)</source>
        <translation>LaTeX tabular (az illesztési táblázat)</translation>
    </message>
    <message>
        <source>exact size</source>
        <translation>pontos méret</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Tallózás…</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Exportálás ide</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1-fájlok (*.%2)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Minden fájl (*)</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>ábra</translation>
    </message>
    <message>
        <source>panels</source>
        <translation>panelek</translation>
    </message>
    <message>
        <source>format</source>
        <translation>formátum</translation>
    </message>
    <message>
        <source>style</source>
        <translation>stílus</translation>
    </message>
    <message>
        <source>PNG size</source>
        <translation>PNG-méret</translation>
    </message>
    <message>
        <source>title</source>
        <translation>cím</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fájl</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportálás</translation>
    </message>
    <message>
        <source>Copy to clipboard</source>
        <translation>Másolás vágólapra</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Az exportálás sikertelen</translation>
    </message>
    <message>
        <source>Copy failed</source>
        <translation>A másolás sikertelen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names a %2 file, but %3 can be exported as %4 only: choose one of those or another name.</source>
        <translation>„%1” %2-fájlt jelöl, de a(z) %3 csak %4 formátumban exportálható: válasszon ezek közül, vagy adjon meg másik nevet.</translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation>Válassza ki az exportálás célfájlját.</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::FigureStyleBox</name>
    <message>
        <source>figure width</source>
        <translation>ábraszélesség</translation>
    </message>
    <message>
        <source>figure height</source>
        <translation>ábramagasság</translation>
    </message>
    <message>
        <source>font size</source>
        <translation>betűméret</translation>
    </message>
    <message>
        <source>line width</source>
        <translation>vonalvastagság</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Egyéni</translation>
    </message>
    <message>
        <source> in</source>
        <translation> in</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>Tick labels, legends and captions at print size; titles are 15% larger</source>
        <translation>Osztásfeliratok, jelmagyarázatok és képaláírások nyomtatási méretben; a címek 15%-kal nagyobbak</translation>
    </message>
    <message>
        <source>lines ×</source>
        <translation>vonalak ×</translation>
    </message>
    <message>
        <source>Line widths as a multiple of the screen&apos;s (curves 2.5 px, axes 1 px at 1.00)</source>
        <translation>Vonalvastagság a képernyőn használt többszöröseként (1.00-nál a görbék 2.5 px, a tengelyek 1 px)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::FitResidualChart</name>
    <message>
        <source>processors N</source>
        <translation>processzorszám N</translation>
    </message>
    <message>
        <source>residual (observed − fitted) / fitted, %</source>
        <translation>reziduum (mért − illesztett) / illesztett, %</translation>
    </message>
    <message>
        <source>fitted law</source>
        <translation>illesztett törvény</translation>
    </message>
    <message>
        <source>Residuals of the fits</source>
        <translation>Az illesztések reziduumai</translation>
    </message>
    <message>
        <source>Points scattered around zero: the law fits. A bow: s changes with N.</source>
        <translation>A nulla körül szóródó pontok: a törvény illeszkedik. Ív alakú eltérés: s változik N-nel.</translation>
    </message>
    <message>
        <source>No measured series: load a benchmark CSV to see its fit&apos;s residuals</source>
        <translation>Nincs mérési sorozat: töltsön be egy teljesítménymérési CSV-fájlt az illesztés reziduumainak megtekintéséhez</translation>
    </message>
    <message>
        <source>Relative residuals (measured − fitted)/fitted of the fit of s to each point of %1</source>
        <translation>Az s illesztésének relatív reziduumai, (mért − illesztett)/illesztett, a(z) %1 minden pontjára</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::GradientLegend</name>
    <message>
        <source>0.5 ridge</source>
        <translation>0.5-ös gerinc</translation>
    </message>
    <message>
        <source>Efficiency E = S / N. The dark band is E = 0.5, the ridge N s = 1.</source>
        <translation>Hatékonyság E = S / N. A sötét sáv az E = 0.5, a gerinc N s = 1.</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::HistoryPanel</name>
    <message>
        <source>Place on the surface</source>
        <translation>Elhelyezés a felületen</translation>
    </message>
    <message>
        <source>Select the machine&apos;s entries of every edition: a trajectory on the 3D surface and the (N, s) plane</source>
        <translation>A gép összes kiadásbeli bejegyzésének kijelölése: pálya a 3D felületen és az (N, s) síkon</translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>Gép:</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ImportDialog</name>
    <message>
        <source>Load</source>
        <translation>Betöltés</translation>
    </message>
    <message>
        <source>Load valid rows only</source>
        <translation>Csak az érvényes sorok betöltése</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 importálása</translation>
    </message>
    <message>
        <source>N column</source>
        <translation>N oszlop</translation>
    </message>
    <message>
        <source>value column</source>
        <translation>értékoszlop</translation>
    </message>
    <message>
        <source>quantity</source>
        <translation>mennyiség</translation>
    </message>
    <message>
        <source>Rpeak column</source>
        <translation>Rpeak oszlop</translation>
    </message>
    <message>
        <source>Choosing the value column is enough when its name says what it holds (time_s, runtime, speedup); a unit in its name (ms, min, %) is applied.</source>
        <translation>Elég az értékoszlopot kiválasztani, ha a neve elárulja, mit tartalmaz (time_s, runtime, speedup); a nevében szereplő mértékegységet (ms, min, %) a program alkalmazza.</translation>
    </message>
    <message>
        <source>automatic (p, procs, processes, n, ranks, ...)</source>
        <translation>automatikus (p, procs, processes, n, ranks, ...)</translation>
    </message>
    <message>
        <source>first region</source>
        <translation>első régió</translation>
    </message>
    <message>
        <source>time, else the first metric</source>
        <translation>idő, különben az első metrika</translation>
    </message>
    <message>
        <source>process-count parameter</source>
        <translation>folyamatszám-paraméter</translation>
    </message>
    <message>
        <source>region</source>
        <translation>régió</translation>
    </message>
    <message>
        <source>metric</source>
        <translation>metrika</translation>
    </message>
    <message>
        <source>line</source>
        <translation>sor</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>mean value</source>
        <translation>átlagérték</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>futtatások</translation>
    </message>
    <message>
        <source>min .. max</source>
        <translation>min .. max</translation>
    </message>
    <message>
        <source>s_eff (Karp–Flatt)</source>
        <translation>s_eff (Karp–Flatt)</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>jelölés</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2, %3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2, %3)</translation>
    </message>
    <message>
        <source>Extra-P text</source>
        <translation>Extra-P szöveg</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Problémák:</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>reading %1 of %2…</source>
        <translation>%1 / %2 beolvasása…</translation>
    </message>
    <message>
        <source>This file cannot be loaded.</source>
        <translation>Ez a fájl nem tölthető be.</translation>
    </message>
    <message>
        <source>reading %1…</source>
        <translation>%1 beolvasása…</translation>
    </message>
    <message>
        <source>The first %1 rows; reading the whole file…</source>
        <translation>Az első %1 sor; a teljes fájl beolvasása…</translation>
    </message>
    <message>
        <source>S &gt; N: superlinear or noise (kept)</source>
        <translation>S &gt; N: szuperlineáris vagy zaj (megtartva)</translation>
    </message>
    <message>
        <source>Reading was cancelled; nothing is loaded.</source>
        <translation>A beolvasás megszakadt; semmi sincs betöltve.</translation>
    </message>
    <message>
        <source>Choose the column above; the file is read again.</source>
        <translation>Válassza ki fent az oszlopot; a fájl újra beolvasásra kerül.</translation>
    </message>
    <message>
        <source>Fit: s = %1 (95%: %2 .. %3), R² = %4.</source>
        <translation>Illesztés: s = %1 (95%: %2 .. %3), R² = %4.</translation>
    </message>
    <message>
        <source>No fit: %1.</source>
        <translation>Nincs illesztés: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) above the ideal speedup (S &gt; N): kept, fitted and flagged.</source>
        <translation>
            <numerusform>%n pont az ideális gyorsítás felett (S &gt; N): megtartva, illesztve és megjelölve.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rows at %2 distinct N (%3%4)</source>
        <translation>%1 sor %2 különböző N-nél (%3%4)</translation>
    </message>
    <message>
        <source>The table shows the first %1 N.</source>
        <translation>A táblázat az első %1 N értéket mutatja.</translation>
    </message>
    <message numerus="yes">
        <source>The file holds %n more series (%1); the table shows &apos;%2&apos;.</source>
        <translation>
            <numerusform>A fájl még %n sorozatot tartalmaz (%1); a táblázat a(z) „%2” sorozatot mutatja.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the file is refused as it is. %2 could be loaded without the bad rows. %3</source>
        <translation>%1: a fájl ebben a formájában nem fogadható el. A hibás sorok nélkül %2 betölthető lenne. %3</translation>
    </message>
    <message>
        <source>Load %1 valid rows, leave %2 out</source>
        <translation>%1 érvényes sor betöltése, %2 kihagyása</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::InkController</name>
    <message>
        <source>&amp;Pen</source>
        <translation>&amp;Toll</translation>
    </message>
    <message>
        <source>&amp;Spotlight</source>
        <translation>&amp;Reflektor</translation>
    </message>
    <message>
        <source>&amp;Erase ink</source>
        <translation>Tinta &amp;törlése</translation>
    </message>
    <message>
        <source>&amp;Keep ink with its tour step</source>
        <translation>Tinta &amp;megtartása a bemutatólépéssel</translation>
    </message>
    <message>
        <source>Ink in &amp;recordings and window images</source>
        <translation>Tinta a &amp;felvételeken és az ablakképeken</translation>
    </message>
    <message>
        <source>&amp;Ink and spotlight</source>
        <translation>T&amp;inta és reflektor</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::InkLayer</name>
    <message>
        <source>Ink and spotlight</source>
        <translation>Tinta és reflektor</translation>
    </message>
    <message>
        <source>Draw with the mouse, a finger or a pen. P: pen, L: spotlight, E: erase the ink, Esc: put them away.</source>
        <translation>Rajzoljon egérrel, ujjal vagy tollal. P: toll, L: reflektor, E: a tinta törlése, Esc: az eszközök elrakása.</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::KarpFlattChart</name>
    <message>
        <source>processors N</source>
        <translation>processzorszám N</translation>
    </message>
    <message>
        <source>s_eff (Karp–Flatt)</source>
        <translation>s_eff (Karp–Flatt)</translation>
    </message>
    <message>
        <source>Karp–Flatt s_eff per point</source>
        <translation>Karp–Flatt s_eff pontonként</translation>
    </message>
    <message>
        <source>A flat row means Amdahl&apos;s law holds; a rising one means s grows with N (communication).</source>
        <translation>Vízszintes pontsor: az Amdahl-törvény érvényes; emelkedő: s nő N-nel (kommunikáció).</translation>
    </message>
    <message>
        <source>No measured series: load a benchmark CSV to see s_eff per point</source>
        <translation>Nincs mérési sorozat: töltsön be egy teljesítménymérési CSV-fájlt a pontonkénti s_eff megtekintéséhez</translation>
    </message>
    <message>
        <source>Karp–Flatt s_eff = (1/S − 1/N)/(1 − 1/N) at each measured N of %1, with each fit&apos;s s</source>
        <translation>Karp–Flatt s_eff = (1/S − 1/N)/(1 − 1/N) a(z) %1 minden mért N értékénél, az egyes illesztések s értékével</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::LawBox</name>
    <message>
        <source>Law</source>
        <translation>Törvény</translation>
    </message>
    <message>
        <source>scaling law</source>
        <translation>skálázási törvény</translation>
    </message>
    <message>
        <source>A transformer trained with tensor, pipeline and data parallelism: configured in the Training tab</source>
        <translation>Tenzor-, futószalag- és adatpárhuzamossággal tanított transzformer: a Tanítás lapon állítható be</translation>
    </message>
    <message>
        <source>Timeline contributions (share of T(1) at N = 1)</source>
        <translation>Idővonal-összetevők (T(1) hányada N = 1-nél)</translation>
    </message>
    <message>
        <source>growth G(N) = N^γ</source>
        <translation>növekedés G(N) = N^γ</translation>
    </message>
    <message>
        <source>Sun-Ni growth exponent</source>
        <translation>Sun-Ni növekedési kitevő</translation>
    </message>
    <message>
        <source>growth of %1</source>
        <translation>%1 növekedése</translation>
    </message>
    <message>
        <source>%1 on %2 GPUs (%3 × %4 × %5). &lt;a href=&quot;training&quot;&gt;Edit in the Training tab&lt;/a&gt;</source>
        <translation>%1 %2 GPU-n (%3 × %4 × %5). &lt;a href=&quot;training&quot;&gt;Szerkesztés a Tanítás lapon&lt;/a&gt;</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::LayoutSearchPanel</name>
    <message>
        <source>&amp;Use the selected layout</source>
        <translation>A kiválasztott elrendezés &amp;használata</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>t</source>
        <translation>t</translation>
    </message>
    <message>
        <source>cp</source>
        <translation>cp</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <source>ep</source>
        <translation>ep</translation>
    </message>
    <message>
        <source>b</source>
        <translation>b</translation>
    </message>
    <message>
        <source>v</source>
        <translation>v</translation>
    </message>
    <message>
        <source>step (s)</source>
        <translation>lépés (s)</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/s</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>HFU</source>
        <translation>HFU</translation>
    </message>
    <message>
        <source>memory/GPU</source>
        <translation>memória/GPU</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>elfér</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>helyezés</translation>
    </message>
    <message>
        <source>tensor-parallel size</source>
        <translation>tenzorpárhuzamos méret</translation>
    </message>
    <message>
        <source>context-parallel size (searched up to 16 for sequences of 32K tokens and more)</source>
        <translation>kontextuspárhuzamos méret (32K vagy több tokenes szekvenciáknál 16-ig keresve)</translation>
    </message>
    <message>
        <source>pipeline-parallel size</source>
        <translation>futószalag-párhuzamos méret</translation>
    </message>
    <message>
        <source>data-parallel size</source>
        <translation>adatpárhuzamos méret</translation>
    </message>
    <message>
        <source>expert-parallel size (a mixture of experts: every size that divides the experts, inside the NVLink domain or across nodes)</source>
        <translation>szakértőpárhuzamos méret (szakértők keveréke: minden méret, amely osztója a szakértők számának, az NVLink-tartományon belül vagy csomópontokon át)</translation>
    </message>
    <message>
        <source>micro-batch, sequences</source>
        <translation>mikroköteg, szekvenciák</translation>
    </message>
    <message>
        <source>interleaved model chunks per GPU</source>
        <translation>átlapolt modellrészek GPU-nként</translation>
    </message>
    <message>
        <source>time per step</source>
        <translation>lépésenkénti idő</translation>
    </message>
    <message>
        <source>tokens per second (samples for a raw model)</source>
        <translation>token másodpercenként (nyers modellnél minta)</translation>
    </message>
    <message>
        <source>model FLOP utilization: model FLOP/s over the datasheet peak</source>
        <translation>modell-FLOP-kihasználtság: a modell FLOP/s értéke osztva az adatlap szerinti csúcsértékkel</translation>
    </message>
    <message>
        <source>hardware FLOP utilization: with the recomputed FLOP</source>
        <translation>hardveres FLOP-kihasználtság: az újraszámolt FLOP-okkal együtt</translation>
    </message>
    <message>
        <source>memory per GPU, GiB</source>
        <translation>memória GPU-nként, GiB</translation>
    </message>
    <message>
        <source>fits in the accelerator&apos;s memory (less the margin kept free)</source>
        <translation>elfér a gyorsító memóriájában (a szabadon hagyott tartalékot levonva)</translation>
    </message>
    <message>
        <source>layout ranking</source>
        <translation>elrendezések rangsora</translation>
    </message>
    <message>
        <source>also t across NVLink domains</source>
        <translation>t NVLink-tartományokon át is</translation>
    </message>
    <message>
        <source>Rank tensor-parallel sizes that do not divide the NVLink domain too (t = 6 on 8-GPU nodes, t = 16 over two): their all-reduces cross the network every layer</source>
        <translation>Az NVLink-tartomány méretét nem osztó tenzorpárhuzamos méretek rangsorolása is (t = 6 8 GPU-s csomópontokon, t = 16 kettőn át): ezek all-reduce műveletei minden rétegben átmennek a hálózaton</translation>
    </message>
    <message>
        <source>1 best</source>
        <translation>1 a legjobb</translation>
    </message>
    <message>
        <source>%1 this run</source>
        <translation>%1 ez a futtatás</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>igen</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nem</translation>
    </message>
    <message>
        <source>No valid layout of %1 on %2 GPUs with a batch of %3: t p d must be the GPU count, t divide the heads and the hidden size, p v the layers, d b the batch.</source>
        <translation>Nincs érvényes elrendezés a(z) %1 számára %2 GPU-n %3 kötegmérettel: t p d szorzatának a GPU-számmal kell egyeznie, t-nek osztania kell a fejek számát és a rejtett méretet, p v-nek a rétegszámot, d b-nek a köteget.</translation>
    </message>
    <message>
        <source>%1 valid layouts of %2 on %3 GPUs (batch %4). Best: t %5 × cp %13 × p %6 × d %7, b %8, v %9: %10 tokens/s, MFU %11 %%12.</source>
        <translation>%1 érvényes elrendezés a(z) %2 számára %3 GPU-n (köteg: %4). Legjobb: t %5 × cp %13 × p %6 × d %7, b %8, v %9: %10 token/s, MFU %11 %%12.</translation>
    </message>
    <message>
        <source> (none fits in memory)</source>
        <translation> (egyik sem fér el a memóriában)</translation>
    </message>
    <message>
        <source> This run ranks %1: it does not fit in memory (%2)%3.</source>
        <translation> Ez a futtatás a(z) %1. helyen áll: nem fér el a memóriában (%2)%3.</translation>
    </message>
    <message>
        <source>, though %1 % faster than the best</source>
        <translation>, bár %1 %-kal gyorsabb a legjobbnál</translation>
    </message>
    <message>
        <source> This run ranks %1: %2 % slower.</source>
        <translation> Ez a futtatás a(z) %1. helyen áll: %2 %-kal lassabb.</translation>
    </message>
    <message>
        <source> This run is the best.</source>
        <translation> Ez a futtatás a legjobb.</translation>
    </message>
    <message>
        <source> The smallest needs %1 (t %2, cp %3, p %4, d %5, b %6).</source>
        <translation> A legkisebbnek %1 kell (t %2, cp %3, p %4, d %5, b %6).</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::MachineHistoryChart</name>
    <message>
        <source>s_eff HPL</source>
        <translation>s_eff HPL</translation>
    </message>
    <message>
        <source>s_eff HPCG</source>
        <translation>s_eff HPCG</translation>
    </message>
    <message>
        <source>E HPL</source>
        <translation>E HPL</translation>
    </message>
    <message>
        <source>s_eff</source>
        <translation>s_eff</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>%1 across list editions</source>
        <translation>%1 a listakiadásokon át</translation>
    </message>
    <message>
        <source>%1 in the TOP500 list editions: s_eff from its HPL (and HPCG where measured) R_max, R_peak and cores, and E = R_max/R_peak of HPL</source>
        <translation>%1 a TOP500-listakiadásokban: s_eff a HPL (és ahol mérték, a HPCG) R_max, R_peak és magszám értékeiből, valamint a HPL E = R_max/R_peak értéke</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::MainWindow</name>
    <message>
        <source>TOP500 systems</source>
        <translation>TOP500-rendszerek</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>TOP500 history</source>
        <translation>TOP500-történet</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Mérések</translation>
    </message>
    <message>
        <source>Compare A–D</source>
        <translation>A–D összevetése</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Tanítás</translation>
    </message>
    <message>
        <source>Large-model training: a transformer on t × p × d GPUs</source>
        <translation>Nagy modellek tanítása: transzformer t × p × d GPU-n</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>Animáció</translation>
    </message>
    <message>
        <source>Cannot draw this state: %1</source>
        <translation>Ez az állapot nem rajzolható meg: %1</translation>
    </message>
    <message>
        <source>Cannot import the tour</source>
        <translation>A bemutató nem importálható</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <source>&amp;Export figure…</source>
        <translation>Á&amp;bra exportálása…</translation>
    </message>
    <message>
        <source>Export &amp;interactive page (HTML)…</source>
        <translation>&amp;Interaktív oldal exportálása (HTML)…</translation>
    </message>
    <message>
        <source>Export interactive page</source>
        <translation>Interaktív oldal exportálása</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Weblap (*.html)</translation>
    </message>
    <message>
        <source>Cannot export the page</source>
        <translation>Az oldal nem exportálható</translation>
    </message>
    <message>
        <source>One HTML file with the surface and the four charts that work offline in any browser</source>
        <translation>Egyetlen HTML-fájl a felülettel és a négy diagrammal, amely bármely böngészőben internetkapcsolat nélkül is működik</translation>
    </message>
    <message>
        <source>This build has no interactive page (built without Emscripten)</source>
        <translation>Ez a változat nem tartalmaz interaktív oldalt (Emscripten nélkül készült)</translation>
    </message>
    <message>
        <source>&amp;Open measurements…</source>
        <translation>Mé&amp;rések megnyitása…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>S&amp;zerkesztés</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Ú&amp;jra</translation>
    </message>
    <message>
        <source>&amp;Snapshots</source>
        <translation>&amp;Pillanatképek</translation>
    </message>
    <message>
        <source>&amp;Compare A–D</source>
        <translation>A–D ö&amp;sszevetése</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Téma</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>A &amp;rendszer követése</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Világos</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sötét</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Nyelv</translation>
    </message>
    <message>
        <source>Language: %1.</source>
        <translation>Nyelv: %1.</translation>
    </message>
    <message>
        <source>Language: %1, from effsurf&apos;s next start.</source>
        <translation>Nyelv: %1, az effsurf következő indításától.</translation>
    </message>
    <message>
        <source>Follow the s&amp;ystem</source>
        <translation>A rendszert &amp;követi</translation>
    </message>
    <message>
        <source>Chart &amp;axes</source>
        <translation>&amp;Diagramtengelyek</translation>
    </message>
    <message>
        <source>&amp;Automatic (fit measured data)</source>
        <translation>&amp;Automatikus (a mért adatokhoz igazítva)</translation>
    </message>
    <message>
        <source>&amp;Full range 1 … 10¹²</source>
        <translation>&amp;Teljes tartomány 1 … 10¹²</translation>
    </message>
    <message>
        <source>Fit the &amp;data and the current point</source>
        <translation>Az a&amp;datok és a jelenlegi pont befoglalása</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Animáció</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Felhasználói kézikönyv</translation>
    </message>
    <message>
        <source>&amp;About effsurf</source>
        <translation>Az effsurf &amp;névjegye</translation>
    </message>
    <message>
        <source>About effsurf</source>
        <translation>Az effsurf névjegye</translation>
    </message>
    <message>
        <source>&lt;h3&gt;effsurf %1&lt;/h3&gt;&lt;p&gt;Interactive efficiency surfaces of parallel computers: Amdahl&apos;s law and its relatives, TOP500 machines on the surface, after J&amp;aacute;nos V&amp;eacute;gh&apos;s papers on the limits of parallelized computing (arXiv 1606.02686, 1908.02280, 2001.01266, 2005.00872).&lt;/p&gt;&lt;p&gt;TOP500 data: the public list spreadsheets, editions 2000-06 to 2025-06.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;effsurf %1&lt;/h3&gt;&lt;p&gt;Párhuzamos számítógépek interaktív hatékonysági felületei: az Amdahl-törvény és rokonai, TOP500-gépek a felületen, V&amp;eacute;gh J&amp;aacute;nos a párhuzamosított számítások korlátairól szóló cikkei alapján (arXiv 1606.02686, 1908.02280, 2001.01266, 2005.00872).&lt;/p&gt;&lt;p&gt;TOP500-adatok: a nyilvános listatáblázatok, a 2000-06 és 2025-06 közötti kiadások.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>A &amp;Qt névjegye</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Nagy kontraszt</translation>
    </message>
    <message>
        <source>&amp;Numbers</source>
        <translation>&amp;Számok</translation>
    </message>
    <message>
        <source>In the &amp;language&apos;s notation</source>
        <translation>A &amp;nyelv jelölésével (1,5×10⁻³)</translation>
    </message>
    <message>
        <source>With a decimal &amp;point (1.5×10⁻³)</source>
        <translation>Tizedes&amp;ponttal (1.5×10⁻³)</translation>
    </message>
    <message>
        <source>Export lecture as page</source>
        <translation>Előadás exportálása oldalként</translation>
    </message>
    <message>
        <source>The tour to export, every step with its narration and formula:</source>
        <translation>Az exportálandó bemutató, minden lépése a magyarázatával és képletével:</translation>
    </message>
    <message>
        <source>Cannot export the lecture</source>
        <translation>Az előadás nem exportálható</translation>
    </message>
    <message>
        <source>Export &amp;lecture as page (HTML)…</source>
        <translation>&amp;Előadás exportálása oldalként (HTML)…</translation>
    </message>
    <message>
        <source>A tour as one HTML file students step through offline, sliders and all</source>
        <translation>Egy bemutató egyetlen HTML-fájlban, amelyen a hallgatók offline, lépésről lépésre haladnak végig, csúszkákkal együtt</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ManualWindow</name>
    <message>
        <source>effsurf user&apos;s guide</source>
        <translation>Az effsurf felhasználói kézikönyve</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Vissza</translation>
    </message>
    <message>
        <source>Forward →</source>
        <translation>Előre →</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Tartalom</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::MeasurePanel</name>
    <message>
        <source>threads</source>
        <translation>szálak</translation>
    </message>
    <message>
        <source>time budget</source>
        <translation>időkeret</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Mérés</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Measure this computer</source>
        <translation>A számítógép mérése</translation>
    </message>
    <message>
        <source> threads</source>
        <translation> szál</translation>
    </message>
    <message>
        <source>Strong scaling over 1, 2, 4, … up to this many threads, each pinned to a core</source>
        <translation>Erős skálázás 1, 2, 4, … legfeljebb ennyi szálon, mindegyik egy maghoz rögzítve</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The time the probe shares among the kernels. On a busy or slow computer it goes on until every point is measured once, at most twice as long, and says what it cut short</source>
        <translation>Az idő, amelyet a mérőprogram a kernelek között feloszt. Terhelt vagy lassú számítógépen addig folytatja, amíg minden pontot egyszer megmér, legfeljebb kétszer ilyen hosszan, és jelzi, mit rövidített le</translation>
    </message>
    <message>
        <source>Runs effsurf-probe on this computer; its points appear on the charts and the surface as they are measured</source>
        <translation>Futtatja az effsurf-probe programot ezen a számítógépen; a pontok mérés közben megjelennek a diagramokon és a felületen</translation>
    </message>
    <message>
        <source>Stops after the current repetition and keeps what was measured</source>
        <translation>Leáll a jelenlegi ismétlés után, és megtartja az eddig mért adatokat</translation>
    </message>
    <message>
        <source>Up to</source>
        <translation>Legfeljebb</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Időkeret</translation>
    </message>
    <message>
        <source>series</source>
        <translation>sorozat</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>mért</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modell</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>arány</translation>
    </message>
    <message>
        <source>E measured</source>
        <translation>E mért</translation>
    </message>
    <message>
        <source>E model</source>
        <translation>E modell</translation>
    </message>
    <message>
        <source>The emulated training step against effsurf&apos;s training model, fed with the compute rate and the all-reduce&apos;s alpha and beta the probe measured (ratio = measured / model)</source>
        <translation>Az emulált tanítási lépés összevetése az effsurf tanítási modelljével, amely a mérőprogram által mért számítási sebességet és az all-reduce alpha és beta értékét kapja bemenetként (arány = mért / modell)</translation>
    </message>
    <message>
        <source>Training step: measured against the model</source>
        <translation>Tanítási lépés: mérés és modell összevetése</translation>
    </message>
    <message>
        <source>effsurf-probe was not found beside effsurf or on PATH: install it to measure this computer</source>
        <translation>Az effsurf-probe nem található sem az effsurf mellett, sem a PATH-ban: telepítse a számítógép méréséhez</translation>
    </message>
    <message>
        <source>Choose at least one kernel to measure</source>
        <translation>Válasszon legalább egy mérendő kernelt</translation>
    </message>
    <message>
        <source>Cannot create %1 for the probe&apos;s file</source>
        <translation>Nem hozható létre a(z) %1 a mérőprogram fájlja számára</translation>
    </message>
    <message>
        <source>Measuring… the window stays usable; the points appear as they are measured</source>
        <translation>Mérés… az ablak közben használható; a pontok mérés közben jelennek meg</translation>
    </message>
    <message>
        <source>Stopping after the current repetition…</source>
        <translation>Leállítás a jelenlegi ismétlés után…</translation>
    </message>
    <message>
        <source>Measuring this computer</source>
        <translation>A számítógép mérése</translation>
    </message>
    <message>
        <source>effsurf-probe is still measuring this computer.</source>
        <translation>Az effsurf-probe még méri ezt a számítógépet.</translation>
    </message>
    <message>
        <source>Stop it and keep what it measured, or go on measuring?</source>
        <translation>Leállítja, és megtartja az eddig mért adatokat, vagy folytatja a mérést?</translation>
    </message>
    <message>
        <source>Stop and keep</source>
        <translation>Leállítás és megtartás</translation>
    </message>
    <message>
        <source>Go on measuring</source>
        <translation>Mérés folytatása</translation>
    </message>
    <message numerus="yes">
        <source>Measuring %1 on %n thread(s): %2 a repetition…</source>
        <translation>
            <numerusform>%1 mérése %n szálon: ismétlésenként %2…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>other programs %1 %2 of its %n CPU(s) busy (steal %3 %, load average %4)</source>
        <translation>
            <numerusform>más programok %1 %2 CPU-t a(z) %n közül (lopott idő: %3 %, terhelési átlag: %4)</numerusform>
        </translation>
    </message>
    <message>
        <source>keep</source>
        <translation>lefoglalnak</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>lefoglaltak</translation>
    </message>
    <message>
        <source>⚠ This computer is busy: %1. What is measured is what they leave of it, not its hardware: close them, or measure again when it is quiet.</source>
        <translation>⚠ Ez a számítógép terhelt: %1. A mérés azt mutatja, amit ezek meghagynak belőle, nem a hardverét: zárja be őket, vagy mérjen újra, amikor a gép nincs terhelve.</translation>
    </message>
    <message>
        <source>⚠ While measuring, %1. The results show what they left of this computer, not its hardware.</source>
        <translation>⚠ Mérés közben %1. Az eredmények azt mutatják, amit ezek meghagytak a számítógépből, nem a hardverét.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1. Written to %2</source>
        <translation>%1. Kiírva ide: %2</translation>
    </message>
    <message>
        <source>No model prediction for %1.</source>
        <translation>Nincs modell-előrejelzés ehhez: %1.</translation>
    </message>
    <message>
        <source>The probe: %1.</source>
        <translation>A mérőprogram: %1.</translation>
    </message>
    <message>
        <source>Not drawn (measured at one N only): %1.</source>
        <translation>Nincs kirajzolva (csak egy N-nél mérve): %1.</translation>
    </message>
    <message>
        <source>%1, but its file cannot be read: %2</source>
        <translation>%1, de a fájlja nem olvasható: %2</translation>
    </message>
    <message>
        <source>cancelled at %p %</source>
        <translation>megszakítva: %p %</translation>
    </message>
    <message>
        <source>Measured and predicted</source>
        <translation>Mért és előrejelzett</translation>
    </message>
    <message>
        <source>repetitions</source>
        <translation>ismétlések</translation>
    </message>
    <message>
        <source>At most this many timed repetitions of each point, after one warm-up: their spread shows the noise; fewer finish sooner</source>
        <translation>Pontonként legfeljebb ennyi mért ismétlés egy bemelegítő futás után: szórásuk mutatja a zajt; kevesebbel hamarabb elkészül</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>Ismétlések</translation>
    </message>
    <message>
        <source>GEMM FP64</source>
        <translation>GEMM FP64</translation>
    </message>
    <message>
        <source>Compute-bound: Eigen&apos;s matrix multiply (GEMM), the rows shared among the threads</source>
        <translation>Számításkorlátos: az Eigen mátrixszorzása (GEMM), a sorok a szálak között elosztva</translation>
    </message>
    <message>
        <source>GEMM FP32</source>
        <translation>GEMM FP32</translation>
    </message>
    <message>
        <source>Compute-bound matrix multiply, single precision</source>
        <translation>Számításkorlátos mátrixszorzás, egyszeres pontosság</translation>
    </message>
    <message>
        <source>GEMM BF16</source>
        <translation>GEMM BF16</translation>
    </message>
    <message>
        <source>Half precision as this build computes it (emulated through FP32 by Eigen 3.4)</source>
        <translation>Fél pontosság, ahogy ez a build számolja (az Eigen 3.4 FP32-vel emulálja)</translation>
    </message>
    <message>
        <source>GEMM FP16</source>
        <translation>GEMM FP16</translation>
    </message>
    <message>
        <source>Memory triad</source>
        <translation>Memória-triád</translation>
    </message>
    <message>
        <source>Memory-bound: STREAM&apos;s a = b + 3 c over arrays far larger than the caches</source>
        <translation>Memóriakorlátos: a STREAM a = b + 3 c művelete a gyorsítótáraknál jóval nagyobb tömbökön</translation>
    </message>
    <message>
        <source>Train step FP32</source>
        <translation>Tanítási lépés FP32</translation>
    </message>
    <message>
        <source>Each thread computes its share of a batch, then the gradient is all-reduced: the model predicts it</source>
        <translation>Minden szál kiszámolja a batch rá eső részét, majd a gradiens all-reduce-szal összegződik: a modell ezt előre jelzi</translation>
    </message>
    <message>
        <source>Train step BF16</source>
        <translation>Tanítási lépés BF16</translation>
    </message>
    <message>
        <source>The same step with a BF16 gradient (half the bytes to reduce)</source>
        <translation>Ugyanaz a lépés BF16-os gradienssel (feleannyi redukálandó bájt)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::MeasurementLoader</name>
    <message>
        <source>Open measurements</source>
        <translation>Mérések megnyitása</translation>
    </message>
    <message>
        <source>Measurements (*.csv *.txt);;CSV (*.csv);;Extra-P text (*.txt);;All files (*)</source>
        <translation>Mérések (*.csv *.txt);;CSV (*.csv);;Extra-P szöveg (*.txt);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>%1: cannot fit: %2</source>
        <translation>%1: nem illeszthető: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Kihagyva: %1</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 beolvasása…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Cannot load</source>
        <translation>Nem tölthető be</translation>
    </message>
    <message numerus="yes">
        <source>%n measurement series loaded</source>
        <translation>
            <numerusform>%n mérési sorozat betöltve</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>effsurf::ui::MemoryBar</name>
    <message>
        <source>memory per GPU</source>
        <translation>memória GPU-nként</translation>
    </message>
    <message>
        <source>Per GPU of pipeline stage %1 (the fullest): weights %2, FP32 gradients %3, optimizer states %4, activations %5 (Korthikanti et al.), working buffers %6 (logits, a recomputed layer, ZeRO-3&apos;s gathered layers); the line is the accelerator&apos;s %7</source>
        <translation>A(z) %1. futószalag-fokozat (a legtelítettebb) GPU-nként: súlyok %2, FP32-gradiensek %3, optimalizálóállapotok %4, aktivációk %5 (Korthikanti és mtsai.), munkapufferek %6 (logitok, egy újraszámolt réteg, a ZeRO-3 összegyűjtött rétegei); a vonal a gyorsító memóriája (%7)</translation>
    </message>
    <message>
        <source>%1 of %2 per GPU</source>
        <translation>%1 / %2 GPU-nként</translation>
    </message>
    <message>
        <source>%1 per GPU: does not fit in %2</source>
        <translation>%1 GPU-nként: nem fér el ennyiben: %2</translation>
    </message>
    <message>
        <source>Memory: %1 (weights, gradients, optimizer, activations, buffers)</source>
        <translation>Memória: %1 (súlyok, gradiensek, optimalizáló, aktivációk, pufferek)</translation>
    </message>
    <message>
        <source>Memory: %1</source>
        <translation>Memória: %1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ModelArchitectureGroup</name>
    <message>
        <source>Attention, FFN and experts</source>
        <translation>Figyelem, FFN és szakértők</translation>
    </message>
    <message>
        <source>Key/value heads: fewer than the query heads is grouped-query attention (Llama 2 70B, Llama 3: 8), one is multi-query. They must divide the heads, and t must divide them.</source>
        <translation>Kulcs/érték fejek: ha kevesebb van belőlük, mint lekérdezőfejből, az csoportos lekérdezésű figyelem (Llama 2 70B, Llama 3: 8), ha egy, az többlekérdezéses figyelem. Osztaniuk kell a fejek számát, és t-nek osztania kell az ő számukat.</translation>
    </message>
    <message>
        <source>= heads</source>
        <translation>= fejek</translation>
    </message>
    <message>
        <source>key/value heads</source>
        <translation>kulcs/érték fejek</translation>
    </message>
    <message>
        <source>One head&apos;s width d_h; h / a unless the model says otherwise</source>
        <translation>Egy fej szélessége, d_h; h / a, hacsak a modell mást nem ad meg</translation>
    </message>
    <message>
        <source>h / a</source>
        <translation>h / a</translation>
    </message>
    <message>
        <source>head width</source>
        <translation>fejszélesség</translation>
    </message>
    <message>
        <source>Multi-head latent attention (DeepSeek-V2/V3): keys and values compressed to this rank (DeepSeek-V3: 512) and kept so under selective recomputation; at most h</source>
        <translation>Többfejű látens figyelem (DeepSeek-V2/V3): a kulcsok és értékek erre a rangra tömörítve (DeepSeek-V3: 512), és szelektív újraszámolásnál így is tárolva; legfeljebb h</translation>
    </message>
    <message>
        <source>none (plain attention)</source>
        <translation>nincs (egyszerű figyelem)</translation>
    </message>
    <message>
        <source>latent key/value rank</source>
        <translation>látens kulcs/érték rang</translation>
    </message>
    <message>
        <source>The rank queries are compressed to (DeepSeek-V3: 1536); at most h</source>
        <translation>A rang, amelyre a lekérdezések tömörülnek (DeepSeek-V3: 1536); legfeljebb h</translation>
    </message>
    <message>
        <source>not compressed</source>
        <translation>nincs tömörítve</translation>
    </message>
    <message>
        <source>latent query rank</source>
        <translation>látens lekérdezési rang</translation>
    </message>
    <message>
        <source>The decoupled RoPE key&apos;s width per head (DeepSeek-V3: 64)</source>
        <translation>A leválasztott RoPE-kulcs fejenkénti szélessége (DeepSeek-V3: 64)</translation>
    </message>
    <message>
        <source>RoPE width</source>
        <translation>RoPE-szélesség</translation>
    </message>
    <message>
        <source>The FFN&apos;s width f: 4 h in GPT; Llama 3 70B 28,672 (3.5 h) with a gate. t must divide it.</source>
        <translation>Az FFN szélessége, f: GPT-ben 4 h; Llama 3 70B: 28,672 (3.5 h) kapuval. t-nek osztania kell.</translation>
    </message>
    <message>
        <source>4 h</source>
        <translation>4 h</translation>
    </message>
    <message>
        <source>FFN width f</source>
        <translation>FFN-szélesség f</translation>
    </message>
    <message>
        <source>gated FFN (SwiGLU)</source>
        <translation>kapuzott FFN (SwiGLU)</translation>
    </message>
    <message>
        <source>gated FFN</source>
        <translation>kapuzott FFN</translation>
    </message>
    <message>
        <source>Gate, up and down projections (Shazeer 2020; Llama, Mixtral, DeepSeek): a third more FFN weights and FLOP than two matrices of the same width: three h × f matrices</source>
        <translation>Kapu-, felfelé és lefelé vetítés (Shazeer 2020; Llama, Mixtral, DeepSeek): harmadával több FFN-súly és FLOP, mint két azonos szélességű mátrixnál: három h × f mátrix</translation>
    </message>
    <message>
        <source>untied output layer</source>
        <translation>független kimeneti réteg</translation>
    </message>
    <message>
        <source>The logits&apos; V × h weights apart from the input embedding (Llama); GPT and BLOOM tie them</source>
        <translation>A logitok V × h súlyai a bemeneti beágyazástól külön (Llama); a GPT és a BLOOM közösen használja őket</translation>
    </message>
    <message>
        <source>A mixture of experts: the routed experts of each MoE layer, all in memory (Mixtral 8, DeepSeek-V3 256); the expert-parallel group must divide them</source>
        <translation>Szakértők keveréke: minden MoE-réteg irányított szakértői, mind a memóriában (Mixtral 8, DeepSeek-V3 256); a szakértőpárhuzamos csoport méretének osztania kell a számukat</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>sűrű</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>szakértők</translation>
    </message>
    <message>
        <source>Top-k: experts each token is sent to, the FLOP it costs (Mixtral 2, DeepSeek-V3 8)</source>
        <translation>Top-k: a szakértők, amelyekhez minden token eljut; ez szabja meg a FLOP-költséget (Mixtral 2, DeepSeek-V3 8)</translation>
    </message>
    <message>
        <source>experts per token k</source>
        <translation>szakértő tokenenként k</translation>
    </message>
    <message>
        <source>Experts every token passes besides its k routed ones (DeepSeek-V3: 1)</source>
        <translation>Szakértők, amelyeken a k irányított mellett minden token áthalad (DeepSeek-V3: 1)</translation>
    </message>
    <message>
        <source>shared experts</source>
        <translation>közös szakértők</translation>
    </message>
    <message>
        <source>One expert&apos;s FFN width (DeepSeek-V3: 2,048); the dense FFN&apos;s unless given</source>
        <translation>Egy szakértő FFN-szélessége (DeepSeek-V3: 2,048); megadás hiányában a sűrű FFN-é</translation>
    </message>
    <message>
        <source>= f</source>
        <translation>= f</translation>
    </message>
    <message>
        <source>expert width</source>
        <translation>szakértőszélesség</translation>
    </message>
    <message>
        <source>The first layers that keep a dense FFN (DeepSeek-V3: 3)</source>
        <translation>Az első rétegek, amelyek sűrű FFN-t tartanak meg (DeepSeek-V3: 3)</translation>
    </message>
    <message>
        <source>dense layers first</source>
        <translation>első sűrű rétegek</translation>
    </message>
    <message>
        <source>capacity factor</source>
        <translation>kapacitástényező</translation>
    </message>
    <message>
        <source>dropless</source>
        <translation>eldobás nélküli</translation>
    </message>
    <message>
        <source>Tokens an expert may take as a multiple of an even share (Switch Transformer): the expert GEMMs and the all-to-all are padded to it; dropless (Megatron-Core&apos;s default) moves and computes what the router sends</source>
        <translation>Egy szakértő által fogadható tokenek száma az egyenletes részesedés többszöröseként (Switch Transformer): a szakértői GEMM-ek és az all-to-all erre vannak kitöltve; az eldobás nélküli mód (a Megatron-Core alapértelmezése) azt mozgatja és számolja, amit az útválasztó küld</translation>
    </message>
    <message>
        <source>Node-limited routing (DeepSeek-V3: 4): a token&apos;s experts lie on at most this many nodes, so it crosses the network once a node, not once an expert</source>
        <translation>Csomópontkorlátos útválasztás (DeepSeek-V3: 4): egy token szakértői legfeljebb ennyi csomóponton vannak, így csomópontonként egyszer megy át a hálózaton, nem szakértőnként</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>korlátlan</translation>
    </message>
    <message>
        <source>nodes a token</source>
        <translation>csomópont tokenenként</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::NumberField</name>
    <message>
        <source>input error</source>
        <translation>beviteli hiba</translation>
    </message>
    <message>
        <source>“%1” was not entered: the value changed to %2 meanwhile</source>
        <translation>A(z) „%1” nem lett beírva: az érték közben erre változott: %2</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PanelChooser</name>
    <message>
        <source>columns</source>
        <translation>oszlopok</translation>
    </message>
    <message>
        <source>2 to 6 figures, lettered (a), (b), … in this order:</source>
        <translation>2–6 ábra, (a), (b), … betűjellel, ebben a sorrendben:</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PerformanceChart</name>
    <message>
        <source>FP64</source>
        <translation>FP64</translation>
    </message>
    <message>
        <source>chosen precision</source>
        <translation>választott pontosság</translation>
    </message>
    <message>
        <source>performance wall</source>
        <translation>teljesítményfal</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>maximum</translation>
    </message>
    <message>
        <source>current</source>
        <translation>jelenlegi</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>processzorszám N</translation>
    </message>
    <message>
        <source>R / R₁ (FP64)</source>
        <translation>R / R₁ (FP64)</translation>
    </message>
    <message>
        <source>wall R₁/s</source>
        <translation>fal R₁/s</translation>
    </message>
    <message>
        <source>Performance: maximum at N = %1</source>
        <translation>Teljesítmény: maximum N = %1 értéknél</translation>
    </message>
    <message>
        <source>Maximum at N = %1</source>
        <translation>Maximum N = %1 értéknél</translation>
    </message>
    <message>
        <source>Performance: no maximum within N ≤ %1</source>
        <translation>Teljesítmény: nincs maximum az N ≤ %1 tartományban</translation>
    </message>
    <message>
        <source>No maximum within N ≤ %1</source>
        <translation>Nincs maximum az N ≤ %1 tartományban</translation>
    </message>
    <message>
        <source>Payload performance R = %1 R₁</source>
        <translation>Hasznos teljesítmény R = %1 R₁</translation>
    </message>
    <message>
        <source>R = %1 R₁</source>
        <translation>R = %1 R₁</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PrecisionBox</name>
    <message>
        <source>Precision</source>
        <translation>Pontosság</translation>
    </message>
    <message>
        <source>datatype</source>
        <translation>adattípus</translation>
    </message>
    <message>
        <source>speed factor k</source>
        <translation>sebességtényező k</translation>
    </message>
    <message>
        <source>4, 8 or 1.5e3</source>
        <translation>4, 8 vagy 1.5e3</translation>
    </message>
    <message>
        <source>Payload speed-up over FP64, 0.001 to 10⁴. Default 8 / bytes per element: the paper&apos;s k ≈ 4 for 64 → 16 bit. Datasheet tensor-core peaks give larger factors.</source>
        <translation>Hasznos gyorsítás az FP64-hez képest, 0.001-tól 10⁴-ig. Alapértelmezés: 8 / elemenkénti bájtszám; a cikk szerint k ≈ 4 a 64 → 16 bites váltásnál. Az adatlapok tenzormag-csúcsértékei nagyobb tényezőket adnak.</translation>
    </message>
    <message>
        <source>not on the %1&apos;s datasheet</source>
        <translation>nem szerepel a(z) %1 adatlapján</translation>
    </message>
    <message>
        <source>%1 bytes per element · s&apos; = %2</source>
        <translation>%1 bájt elemenként · s&apos; = %2</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PrecisionComparisonChart</name>
    <message>
        <source>compute</source>
        <translation>számítás</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>kommunikáció</translation>
    </message>
    <message>
        <source>bubble and serial</source>
        <translation>buborék és soros rész</translation>
    </message>
    <message>
        <source>whole step</source>
        <translation>teljes lépés</translation>
    </message>
    <message>
        <source>datatype</source>
        <translation>adattípus</translation>
    </message>
    <message>
        <source>seconds per step</source>
        <translation>másodperc lépésenként</translation>
    </message>
    <message>
        <source>%1 n/a</source>
        <translation>%1 nincs adat</translation>
    </message>
    <message>
        <source>Not on the %1&apos;s datasheet:%2</source>
        <translation>Nem szerepel a(z) %1 adatlapján:%2</translation>
    </message>
    <message>
        <source>Lower precision: compute shrinks, communication hardly; E %1</source>
        <translation>Kisebb pontosság: a számítás csökken, a kommunikáció alig; E %1</translation>
    </message>
    <message>
        <source>E by datatype: %1</source>
        <translation>E adattípusonként: %1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PrecisionEfficiencyChart</name>
    <message>
        <source>current</source>
        <translation>jelenlegi</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>processzorszám N</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>hatékonyság E</translation>
    </message>
    <message>
        <source>%1 (no datasheet peak)</source>
        <translation>%1 (nincs adatlapi csúcsérték)</translation>
    </message>
    <message>
        <source>Efficiency by precision</source>
        <translation>Hatékonyság pontosság szerint</translation>
    </message>
    <message>
        <source>E by precision</source>
        <translation>E pontosság szerint</translation>
    </message>
    <message>
        <source>Efficiency by precision, s = %1</source>
        <translation>Hatékonyság pontosság szerint, s = %1</translation>
    </message>
    <message>
        <source>E by precision, s = %1</source>
        <translation>E pontosság szerint, s = %1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PresentationDialog</name>
    <message>
        <source>text size</source>
        <translation>szövegméret</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Nagy kontraszt</translation>
    </message>
    <message>
        <source>Presentation settings</source>
        <translation>Bemutató nézet beállításai</translation>
    </message>
    <message>
        <source>1 ×: the smallest text is %1 px tall on a 1920×1080 projector, and as large a share of the picture at any other resolution. Larger for a deep hall.</source>
        <translation>1 ×: a legkisebb szöveg %1 px magas egy 1920×1080-as kivetítőn, és bármely más felbontásnál a kép ugyanekkora hányadát foglalja el. Mély teremben legyen nagyobb.</translation>
    </message>
    <message>
        <source>Automatic (the other screen, if any)</source>
        <translation>Automatikus (a másik képernyő, ha van)</translation>
    </message>
    <message>
        <source>Controls shown</source>
        <translation>Megjelenített vezérlők</translation>
    </message>
    <message>
        <source>Law</source>
        <translation>Törvény</translation>
    </message>
    <message>
        <source>Serial fraction s</source>
        <translation>Soros hányad s</translation>
    </message>
    <message>
        <source>Processors N</source>
        <translation>Processzorszám N</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Pontosság</translation>
    </message>
    <message>
        <source>3D view</source>
        <translation>3D nézet</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <source>Shown beside the surface unless a tour step names its own charts.</source>
        <translation>A felület mellett jelennek meg, hacsak egy bemutatólépés nem ad meg saját diagramokat.</translation>
    </message>
    <message>
        <source>Text size:</source>
        <translation>Szövegméret:</translation>
    </message>
    <message>
        <source>Present on:</source>
        <translation>Megjelenítés itt:</translation>
    </message>
    <message>
        <source>Charts:</source>
        <translation>Diagramok:</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PresentationMode</name>
    <message>
        <source>&amp;Presentation view</source>
        <translation>Bemutató &amp;nézet</translation>
    </message>
    <message>
        <source>Presentation &amp;settings…</source>
        <translation>Bemutató nézet be&amp;állításai…</translation>
    </message>
    <message>
        <source>Presenting here: %1 is a separate X screen, which a window cannot move to. Start effsurf on that screen (DISPLAY=%2) to present there.</source>
        <translation>Bemutatás itt: a(z) %1 különálló X képernyő, amelyre ablak nem helyezhető át. Az ottani bemutatáshoz indítsa az effsurfot azon a képernyőn (DISPLAY=%2).</translation>
    </message>
    <message>
        <source>&amp;Law</source>
        <translation>&amp;Törvény</translation>
    </message>
    <message>
        <source>&amp;Camera</source>
        <translation>&amp;Kamera</translation>
    </message>
    <message>
        <source>Leave the presentation view (Esc)</source>
        <translation>Kilépés a bemutató nézetből (Esc)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ProbeProcess</name>
    <message>
        <source>effsurf-probe could not be started: %1</source>
        <translation>Az effsurf-probe nem indítható el: %1</translation>
    </message>
    <message>
        <source>Cancelled: what was measured is kept</source>
        <translation>Megszakítva: az eddig mért adatok megmaradnak</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Megmérve</translation>
    </message>
    <message>
        <source>effsurf-probe stopped (exit %1)</source>
        <translation>Az effsurf-probe leállt (kilépési kód: %1)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ProcessorBox</name>
    <message>
        <source>Processors N</source>
        <translation>Processzorszám N</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>processzorszám N</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>processor count</source>
        <translation>processzorszám</translation>
    </message>
    <message>
        <source>2414592 or 2.4e6</source>
        <translation>2414592 vagy 2.4e6</translation>
    </message>
    <message>
        <source>processor count value</source>
        <translation>processzorszám értéke</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ReadoutBar</name>
    <message>
        <source>speedup</source>
        <translation>gyorsítás</translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation>hatékonyság</translation>
    </message>
    <message>
        <source>gain ceiling</source>
        <translation>nyereségkorlát</translation>
    </message>
    <message>
        <source>gain ceiling 1/s&apos; (s&apos; = %1)</source>
        <translation>nyereségkorlát 1/s&apos; (s&apos; = %1)</translation>
    </message>
    <message>
        <source>no ceiling</source>
        <translation>nincs korlát</translation>
    </message>
    <message>
        <source>S grows without bound</source>
        <translation>S korlátlanul nő</translation>
    </message>
    <message>
        <source>maximum at N = %1</source>
        <translation>maximum N = %1 értéknél</translation>
    </message>
    <message>
        <source>no maximum</source>
        <translation>nincs maximum</translation>
    </message>
    <message>
        <source>within N ≤ %1</source>
        <translation>az N ≤ %1 tartományban</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::RooflineChart</name>
    <message>
        <source>#1 HPL</source>
        <translation>#1 HPL</translation>
    </message>
    <message>
        <source>#2 HPL</source>
        <translation>#2 HPL</translation>
    </message>
    <message>
        <source>#3 HPL</source>
        <translation>#3 HPL</translation>
    </message>
    <message>
        <source>best s_eff HPL</source>
        <translation>legjobb s_eff HPL</translation>
    </message>
    <message>
        <source>#1 HPL ceiling 1/s</source>
        <translation>#1 HPL korlát 1/s</translation>
    </message>
    <message>
        <source>#1 HPCG</source>
        <translation>#1 HPCG</translation>
    </message>
    <message>
        <source>#1 HPCG ceiling</source>
        <translation>#1 HPCG korlát</translation>
    </message>
    <message>
        <source>gain G = N E</source>
        <translation>nyereség G = N E</translation>
    </message>
    <message>
        <source>Roofline of performance gain (Végh 2019)</source>
        <translation>A teljesítménynyereség roofline-diagramja (Végh 2019)</translation>
    </message>
    <message>
        <source>Gain G = N E of the TOP500&apos;s first three systems in HPL and the first in HPCG, by list edition, with their ceilings 1/s (Végh 2019)</source>
        <translation>A TOP500 első három HPL-rendszerének és első HPCG-rendszerének G = N E nyeresége listakiadásonként, 1/s korlátjaikkal (Végh 2019)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ScaleOutGroup</name>
    <message>
        <source>Context, experts, NVLink, FP8</source>
        <translation>Kontextus, szakértők, NVLink, FP8</translation>
    </message>
    <message>
        <source>context parallel cp</source>
        <translation>kontextuspárhuzamosság cp</translation>
    </message>
    <message>
        <source>GPUs sharing one sequence&apos;s tokens (ring attention): activations / cp, K/V blocks exchanged each layer; s must divide into 2 cp chunks. N = t cp p d.</source>
        <translation>Egy szekvencia tokenjein osztozó GPU-k (gyűrűs figyelem): aktivációk / cp, rétegenként K/V blokkok cseréje; s-nek 2 cp darabra kell oszthatónak lennie. N = t cp p d.</translation>
    </message>
    <message>
        <source>expert parallel ep</source>
        <translation>szakértőpárhuzamosság ep</translation>
    </message>
    <message>
        <source>GPUs the experts are spread over, out of the d cp data-parallel ranks: experts&apos; memory / ep, an all-to-all of the tokens each MoE layer (dispatch and combine)</source>
        <translation>GPU-k, amelyeken a szakértők eloszlanak a d cp adatpárhuzamos rangból: szakértők memóriája / ep, MoE-rétegenként a tokenek all-to-all cseréje (szétosztás és összevonás)</translation>
    </message>
    <message>
        <source>NVLink domain</source>
        <translation>NVLink-tartomány</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> GPU</translation>
    </message>
    <message>
        <source>GPUs one NVLink/NVSwitch fabric joins: 8 in an HGX node, 72 in a GB200 NVL72 rack. Collectives inside it never touch the network.</source>
        <translation>Egy NVLink/NVSwitch hálóval összekötött GPU-k: egy HGX csomópontban 8, egy GB200 NVL72 rackben 72. A tartományon belüli kollektív műveletek nem érintik a hálózatot.</translation>
    </message>
    <message>
        <source>ZeRO-Offload</source>
        <translation>ZeRO-Offload</translation>
    </message>
    <message>
        <source>Optimizer states in host memory and Adam on the CPU (Ren et al. 2021): less GPU memory, a gradient shard down and the weights up over the GPU&apos;s host link every step</source>
        <translation>Optimalizálóállapotok a gazdagép memóriájában és Adam a CPU-n (Ren és mtsai. 2021): kevesebb GPU-memória, de minden lépésben egy gradiensszelet le és a súlyok fel a GPU gazdagép-kapcsolatán</translation>
    </message>
    <message>
        <source>FP8 recipe</source>
        <translation>FP8-recept</translation>
    </message>
    <message>
        <source>Transformer Engine</source>
        <translation>Transformer Engine</translation>
    </message>
    <message>
        <source>DeepSeek-V3 (FP8 dispatch)</source>
        <translation>DeepSeek-V3 (FP8-szétosztás)</translation>
    </message>
    <message>
        <source>With FP8: which products and messages use it. Both run the linear layers&apos; GEMMs at the FP8 peak and keep attention, logits, gradients and the optimizer in BF16/FP32; DeepSeek-V3 also sends the experts&apos; dispatch in FP8</source>
        <translation>FP8 esetén: mely szorzatok és üzenetek használják. Mindkettő FP8-csúcssebességen futtatja a lineáris rétegek GEMM-jeit, a figyelmet, a logitokat, a gradienseket és az optimalizálót pedig BF16/FP32-ben tartja; a DeepSeek-V3 a szakértői szétosztást is FP8-ban küldi</translation>
    </message>
    <message>
        <source>custom network</source>
        <translation>egyéni hálózat</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source>network line rate</source>
        <translation>hálózati vonalsebesség</translation>
    </message>
    <message>
        <source>One network adapter&apos;s line rate (400 for NDR InfiniBand or 400 GbE)</source>
        <translation>Egy hálózati adapter vonalsebessége (400 NDR InfiniBandnél vagy 400 GbE-nél)</translation>
    </message>
    <message>
        <source>network latency</source>
        <translation>hálózati késleltetés</translation>
    </message>
    <message>
        <source> µs</source>
        <translation> µs</translation>
    </message>
    <message>
        <source>Latency of one step of a collective across the network</source>
        <translation>Egy kollektív művelet egy lépésének késleltetése a hálózaton át</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>késleltetés</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SerialFractionBox</name>
    <message>
        <source>Serial fraction s = 1 − α</source>
        <translation>Soros hányad s = 1 − α</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>soros hányad s</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>serial fraction</source>
        <translation>soros hányad</translation>
    </message>
    <message>
        <source>10⁻¹² .. 1 on a logarithmic scale</source>
        <translation>10⁻¹² .. 1 logaritmikus skálán</translation>
    </message>
    <message>
        <source>1e-7, 0.05, 5% or alpha=0.9999999</source>
        <translation>1e-7, 0.05, 5% vagy alpha=0.9999999</translation>
    </message>
    <message>
        <source>serial fraction value</source>
        <translation>soros hányad értéke</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SerialFractionPlaneChart</name>
    <message>
        <source>E = %1</source>
        <translation>E = %1</translation>
    </message>
    <message>
        <source>s_eff(N)</source>
        <translation>s_eff(N)</translation>
    </message>
    <message>
        <source>TOP500 list</source>
        <translation>TOP500-lista</translation>
    </message>
    <message>
        <source>current</source>
        <translation>jelenlegi</translation>
    </message>
    <message>
        <source>HPL</source>
        <translation>HPL</translation>
    </message>
    <message>
        <source>HPCG</source>
        <translation>HPCG</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>processzorszám N</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>soros hányad s</translation>
    </message>
    <message>
        <source>(N, s) plane: E = %1</source>
        <translation>(N, s) sík: E = %1</translation>
    </message>
    <message>
        <source>TOP500 %1</source>
        <translation>TOP500 %1</translation>
    </message>
    <message>
        <source>HPL (Amdahl s)</source>
        <translation>HPL (Amdahl s)</translation>
    </message>
    <message>
        <source>HPCG (Amdahl s)</source>
        <translation>HPCG (Amdahl s)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SeriesPanel</name>
    <message>
        <source>Open measurements…</source>
        <translation>Mérések megnyitása…</translation>
    </message>
    <message>
        <source>CSV (a column N and time, speedup, efficiency or rmax+rpeak) or Extra-P text; files can also be dropped on the window</source>
        <translation>CSV (egy N oszlop és idő, gyorsítás, hatékonyság vagy rmax+rpeak) vagy Extra-P szöveg; a fájlok az ablakra húzva is betölthetők</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>látható</translation>
    </message>
    <message>
        <source>series</source>
        <translation>sorozat</translation>
    </message>
    <message>
        <source>quantity</source>
        <translation>mennyiség</translation>
    </message>
    <message>
        <source>rows (distinct N)</source>
        <translation>sorok (különböző N)</translation>
    </message>
    <message>
        <source>fitted s (95% interval)</source>
        <translation>illesztett s (95%-os intervallum)</translation>
    </message>
    <message>
        <source>R²</source>
        <translation>R²</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) measured above the ideal speedup (S &gt; N): kept, fitted and flagged</source>
        <translation>
            <numerusform>%n pont mérve az ideális gyorsítás felett (S &gt; N): megtartva, illesztve és megjelölve</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove this series</source>
        <translation>A sorozat eltávolítása</translation>
    </message>
    <message>
        <source>Measurement series</source>
        <translation>Mérési sorozatok</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SessionManager</name>
    <message>
        <source>effsurf sessions (*.effsurf)</source>
        <translation>effsurf-munkamenetek (*.effsurf)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Minden fájl (*)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Névtelen</translation>
    </message>
    <message>
        <source>%1[*] — effsurf</source>
        <translation>%1[*] — effsurf</translation>
    </message>
    <message>
        <source>Cannot save session</source>
        <translation>A munkamenet nem menthető</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Munkamenet mentése</translation>
    </message>
    <message>
        <source>&amp;New session</source>
        <translation>Ú&amp;j munkamenet</translation>
    </message>
    <message>
        <source>Open &amp;session…</source>
        <translation>Munkamenet meg&amp;nyitása…</translation>
    </message>
    <message>
        <source>opening another session</source>
        <translation>egy másik munkamenet megnyitása</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Munkamenet megnyitása</translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation>A munkamenet nem nyitható meg</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Legutóbbi megnyitása</translation>
    </message>
    <message>
        <source>&amp;Save session</source>
        <translation>Munkamenet &amp;mentése</translation>
    </message>
    <message>
        <source>Save session &amp;as…</source>
        <translation>Munkamenet mentése m&amp;ásként…</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Előbeállítások</translation>
    </message>
    <message>
        <source>⚠ Autosave failed: %1</source>
        <translation>⚠ Az automatikus mentés sikertelen: %1</translation>
    </message>
    <message>
        <source>%1
Until an autosave succeeds, a crash would lose the unsaved work: free some space, or save the session elsewhere.</source>
        <translation>%1
Amíg egy automatikus mentés nem sikerül, egy összeomlás a nem mentett munka elvesztésével járna: szabadítson fel helyet, vagy mentse máshová a munkamenetet.</translation>
    </message>
    <message>
        <source>Session saved to %1</source>
        <translation>Munkamenet elmentve ide: %1</translation>
    </message>
    <message>
        <source>%1 (preset)</source>
        <translation>%1 (előbeállítás)</translation>
    </message>
    <message>
        <source>Save as preset…</source>
        <translation>Mentés előbeállításként…</translation>
    </message>
    <message>
        <source>Save as preset</source>
        <translation>Mentés előbeállításként</translation>
    </message>
    <message>
        <source>Preset name:</source>
        <translation>Előbeállítás neve:</translation>
    </message>
    <message>
        <source>Cannot save preset</source>
        <translation>Az előbeállítás nem menthető</translation>
    </message>
    <message>
        <source>Delete preset</source>
        <translation>Előbeállítás törlése</translation>
    </message>
    <message>
        <source>Cannot delete preset</source>
        <translation>Az előbeállítás nem törölhető</translation>
    </message>
    <message>
        <source>Recovered work</source>
        <translation>Visszaállított munka</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Nem mentett módosítások</translation>
    </message>
    <message>
        <source>Save the changes to &quot;%1&quot; before %2?</source>
        <translation>Menti a(z) „%1” módosításait %2 előtt?</translation>
    </message>
    <message>
        <source>Discarded changes cannot be brought back.</source>
        <translation>Az elvetett módosítások nem állíthatók vissza.</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Módosítások elvetése</translation>
    </message>
    <message>
        <source>opening &quot;%1&quot;</source>
        <translation>„%1” megnyitása</translation>
    </message>
    <message>
        <source>opening the preset &quot;%1&quot;</source>
        <translation>a(z) „%1” előbeállítás megnyitása</translation>
    </message>
    <message>
        <source>Cannot open preset</source>
        <translation>Az előbeállítás nem nyitható meg</translation>
    </message>
    <message>
        <source>starting a new session</source>
        <translation>új munkamenet indítása</translation>
    </message>
    <message>
        <source>recovering the autosaved work</source>
        <translation>az automatikusan mentett munka visszaállítása</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Nem állítható vissza</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>ma %1-kor</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <translation>tegnap %1-kor</translation>
    </message>
    <message>
        <source>on %1 at %2</source>
        <translation>%1, %2-kor</translation>
    </message>
    <message>
        <source>closing</source>
        <translation>bezárás</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SpeedupChart</name>
    <message>
        <source>Amdahl</source>
        <translation>Amdahl</translation>
    </message>
    <message>
        <source>Gustafson</source>
        <translation>Gustafson</translation>
    </message>
    <message>
        <source>chosen law</source>
        <translation>választott törvény</translation>
    </message>
    <message>
        <source>ideal</source>
        <translation>ideális</translation>
    </message>
    <message>
        <source>ceiling 1/s</source>
        <translation>korlát 1/s</translation>
    </message>
    <message>
        <source>current</source>
        <translation>jelenlegi</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>processzorszám N</translation>
    </message>
    <message>
        <source>speedup S</source>
        <translation>gyorsítás S</translation>
    </message>
    <message>
        <source>timeline</source>
        <translation>idővonal</translation>
    </message>
    <message>
        <source>training</source>
        <translation>tanítás</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>tanítási futtatás</translation>
    </message>
    <message>
        <source>Amdahl 1/s_eff(N)</source>
        <translation>Amdahl 1/s_eff(N)</translation>
    </message>
    <message>
        <source>Amdahl ceiling 1/s</source>
        <translation>Amdahl-korlát 1/s</translation>
    </message>
    <message>
        <source>Speedup S = %1</source>
        <translation>Gyorsítás S = %1</translation>
    </message>
    <message>
        <source>S = %1</source>
        <translation>S = %1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::StepBreakdownChart</name>
    <message>
        <source>this run</source>
        <translation>ez a futtatás</translation>
    </message>
    <message>
        <source>Shares of the step: compute, memory-bound kernels (layer norms, softmax, dropout, GeLU), the pipeline bubble, the slowest stage&apos;s excess over the mean (uneven stages, the output layer), the tensor-parallel all-reduces, ring attention&apos;s K/V exchange, the experts&apos; all-to-all, the pipeline&apos;s point-to-point sends, the data-parallel gradient all-reduce, ZeRO-3&apos;s weight gathers, ZeRO-Offload&apos;s host-device copies, the optimizer and other serial time</source>
        <translation>A lépés összetevői: számítás, memóriakorlátos kernelek (rétegnormalizálás, softmax, dropout, GeLU), a futószalag-buborék, a leglassabb fokozat többlete az átlaghoz képest (egyenetlen fokozatok, a kimeneti réteg), a tenzorpárhuzamos all-reduce műveletek, a gyűrűs figyelem K/V cseréje, a szakértők all-to-all cseréje, a futószalag pont-pont küldései, az adatpárhuzamos gradiens-all-reduce, a ZeRO-3 súlygyűjtései, a ZeRO-Offload gazdagép–eszköz másolásai, az optimalizáló és egyéb soros idő</translation>
    </message>
    <message>
        <source>GPUs N = t cp p d</source>
        <translation>GPU-k N = t cp p d</translation>
    </message>
    <message>
        <source>share of the step (%)</source>
        <translation>a lépés hányada (%)</translation>
    </message>
    <message>
        <source>Step by term: %1 s at N = %2, compute %3 %</source>
        <translation>Lépés tagonként: %1 s N = %2 értéknél, számítás %3 %</translation>
    </message>
    <message>
        <source>Step %1 s, compute %2 %</source>
        <translation>Lépés %1 s, számítás %2 %</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>számítás</translation>
    </message>
    <message>
        <source>HBM-bound kernels</source>
        <translation>HBM-korlátos kernelek</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>pipeline-buborék</translation>
    </message>
    <message>
        <source>stage imbalance</source>
        <translation>egyenetlen fokozatok</translation>
    </message>
    <message>
        <source>tensor all-reduce</source>
        <translation>tenzor all-reduce</translation>
    </message>
    <message>
        <source>context K/V</source>
        <translation>kontextus K/V</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>szakértői all-to-all</translation>
    </message>
    <message>
        <source>pipeline sends</source>
        <translation>pipeline-küldések</translation>
    </message>
    <message>
        <source>data all-reduce</source>
        <translation>adat all-reduce</translation>
    </message>
    <message>
        <source>ZeRO-3 gathers</source>
        <translation>ZeRO-3 gyűjtés</translation>
    </message>
    <message>
        <source>host copies</source>
        <translation>gazdagép-másolás</translation>
    </message>
    <message>
        <source>serial</source>
        <translation>soros</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SurfaceView</name>
    <message>
        <source>the 3D view is switched off (EFFSURF_DISABLE_3D=1).</source>
        <translation>a 3D nézet ki van kapcsolva (EFFSURF_DISABLE_3D=1).</translation>
    </message>
    <message>
        <source>the &quot;%1&quot; display platform provides no OpenGL.</source>
        <translation>a(z) „%1” megjelenítési platform nem biztosít OpenGL-t.</translation>
    </message>
    <message>
        <source>no OpenGL context could be created.</source>
        <translation>nem hozható létre OpenGL-környezet.</translation>
    </message>
    <message>
        <source>the OpenGL context cannot be made current.</source>
        <translation>az OpenGL-környezet nem tehető aktuálissá.</translation>
    </message>
    <message>
        <source>OpenGL %1 with GLSL %2 is too old (2.1 / GLSL 1.20 needed).</source>
        <translation>Az OpenGL %1 (GLSL %2) túl régi (2.1 / GLSL 1.20 szükséges).</translation>
    </message>
    <message>
        <source>&lt;h3&gt;3D surface unavailable&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;The 2D charts work as usual. The 3D view needs OpenGL 2.1 or later: run effsurf on a desktop session, or headless inside &lt;tt&gt;xvfb-run&lt;/tt&gt; with Mesa.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;A 3D felület nem érhető el&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;A 2D diagramok a szokásos módon működnek. A 3D nézethez OpenGL 2.1 vagy újabb szükséges: futtassa az effsurfot asztali munkamenetben, vagy képernyő nélkül &lt;tt&gt;xvfb-run&lt;/tt&gt; alatt Mesával.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>processzorszám N</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>soros hányad s</translation>
    </message>
    <message>
        <source>E = 0.5 ridge</source>
        <translation>E = 0.5 gerinc</translation>
    </message>
    <message>
        <source>3D surface unavailable: %1</source>
        <translation>A 3D felület nem érhető el: %1</translation>
    </message>
    <message>
        <source>3D efficiency surface</source>
        <translation>3D hatékonysági felület</translation>
    </message>
    <message>
        <source>Efficiency E over processors N and serial fraction s. Arrow keys turn the view (Shift: finely), + and − zoom, Home returns to the camera preset</source>
        <translation>Az E hatékonyság az N processzorszám és az s soros hányad függvényében. A nyílbillentyűk forgatják a nézetet (Shift: finoman), a + és − nagyít, a Home visszaáll a kamera alapnézetére</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SystemsPanel</name>
    <message>
        <source>rank</source>
        <translation>helyezés</translation>
    </message>
    <message>
        <source>whole list of</source>
        <translation>teljes lista:</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Lejátszás</translation>
    </message>
    <message>
        <source>search system, site or country</source>
        <translation>rendszer, telephely vagy ország keresése</translation>
    </message>
    <message>
        <source>all editions</source>
        <translation>minden kiadás</translation>
    </message>
    <message>
        <source>all ranks</source>
        <translation>minden helyezés</translation>
    </message>
    <message>
        <source>top </source>
        <translation>első </translation>
    </message>
    <message>
        <source>total cores (TOP500)</source>
        <translation>összes mag (TOP500)</translation>
    </message>
    <message>
        <source>accelerator cores</source>
        <translation>gyorsítómagok</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>CPU-magok</translation>
    </message>
    <message>
        <source>s_eff depends on what counts as N: with Summit&apos;s 202,752 CPU cores instead of its 2,414,592 total cores s_eff is about 12x larger.</source>
        <translation>Az s_eff attól függ, mi számít N-nek: a Summit 2,414,592 összes magja helyett 202,752 CPU-magjával számolva az s_eff kb. 12x nagyobb.</translation>
    </message>
    <message>
        <source>N convention:</source>
        <translation>N értelmezése:</translation>
    </message>
    <message>
        <source>Animate the list editions, %1 per second</source>
        <translation>A listakiadások animálása, másodpercenként %1</translation>
    </message>
    <message>
        <source>Select rows to place the systems on the surface and the (N, s) plane; HPL and HPCG runs of one machine are joined.</source>
        <translation>Jelöljön ki sorokat, hogy a rendszereket elhelyezze a felületen és az (N, s) síkon; egy gép HPL- és HPCG-futtatásai összekötve jelennek meg.</translation>
    </message>
    <message>
        <source>⏸ Pause</source>
        <translation>⏸ Szünet</translation>
    </message>
    <message numerus="yes">
        <source>%n system(s) placed on the surface and the (N, s) plane (at most %1).</source>
        <translation>
            <numerusform>%n rendszer elhelyezve a felületen és az (N, s) síkon (legfeljebb %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>no TOP500 system name contains &quot;%1&quot;</source>
        <translation>egyetlen TOP500-rendszer neve sem tartalmazza ezt: „%1”</translation>
    </message>
    <message>
        <source>no TOP500 list edition &quot;%1&quot; (editions run from %2 to %3)</source>
        <translation>nincs „%1” TOP500-listakiadás (a kiadások: %2 – %3)</translation>
    </message>
    <message>
        <source>Highest rank shown</source>
        <translation>Legmagasabb megjelenített helyezés</translation>
    </message>
    <message>
        <source>TOP500 systems</source>
        <translation>TOP500-rendszerek</translation>
    </message>
    <message>
        <source>TOP500 edition of the cloud</source>
        <translation>A pontfelhő TOP500-kiadása</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::Top500TableModel</name>
    <message>
        <source>N under the chosen convention (TOP500 Total Cores include accelerator cores)</source>
        <translation>N a választott értelmezés szerint (a TOP500 Total Cores értéke a gyorsítómagokat is tartalmazza)</translation>
    </message>
    <message>
        <source>HPL efficiency E = Rmax / Rpeak</source>
        <translation>HPL-hatékonyság E = Rmax / Rpeak</translation>
    </message>
    <message>
        <source>HPL s_eff = (1/E - 1)/(N - 1), Karp–Flatt</source>
        <translation>HPL s_eff = (1/E - 1)/(N - 1), Karp–Flatt</translation>
    </message>
    <message>
        <source>HPCG result / Rpeak (lists from 2017-06)</source>
        <translation>HPCG-eredmény / Rpeak (a 2017-06-os listától)</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Helyezés</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Rendszer</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Helyszín</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Ország</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Rmax TF/s</source>
        <translation>Rmax TF/s</translation>
    </message>
    <message>
        <source>Rpeak TF/s</source>
        <translation>Rpeak TF/s</translation>
    </message>
    <message>
        <source>E (HPL)</source>
        <translation>E (HPL)</translation>
    </message>
    <message>
        <source>s_eff (HPL)</source>
        <translation>s_eff (HPL)</translation>
    </message>
    <message>
        <source>E (HPCG)</source>
        <translation>E (HPCG)</translation>
    </message>
    <message>
        <source>s_eff (HPCG)</source>
        <translation>s_eff (HPCG)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TourEditor</name>
    <message>
        <source>tour</source>
        <translation>bemutató</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Új</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Átnevezés…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Lejátszás</translation>
    </message>
    <message>
        <source>Play the tour from the selected step</source>
        <translation>A bemutató lejátszása a kijelölt lépéstől</translation>
    </message>
    <message>
        <source>Import tour…</source>
        <translation>Bemutató importálása…</translation>
    </message>
    <message>
        <source>Export tour…</source>
        <translation>Bemutató exportálása…</translation>
    </message>
    <message>
        <source>Add a tour from an .effsurf-tour file to this session</source>
        <translation>Bemutató hozzáadása .effsurf-tour fájlból ehhez a munkamenethez</translation>
    </message>
    <message>
        <source>Save the selected tour as an .effsurf-tour file to share it</source>
        <translation>A kijelölt bemutató mentése .effsurf-tour fájlként, megosztáshoz</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>lépések</translation>
    </message>
    <message>
        <source>Add current state</source>
        <translation>Jelenlegi állapot hozzáadása</translation>
    </message>
    <message>
        <source>Append the state on screen (law, s, N, precision, systems, camera, panel, charts) as a step</source>
        <translation>A képernyőn látható állapot (törvény, s, N, pontosság, rendszerek, kamera, panel, diagramok) hozzáfűzése lépésként</translation>
    </message>
    <message>
        <source>Update from current state</source>
        <translation>Frissítés a jelenlegi állapotból</translation>
    </message>
    <message>
        <source>Remove step</source>
        <translation>Lépés eltávolítása</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Mozgatás fel</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Mozgatás le</translation>
    </message>
    <message>
        <source>What this step shows. Live numbers: ${S}, ${E}, ${E%}, ${s}, ${N}, ${gain}, ${s_eff}…</source>
        <translation>Mit mutat ez a lépés. Élő számok: ${S}, ${E}, ${E%}, ${s}, ${N}, ${gain}, ${s_eff}…</translation>
    </message>
    <message>
        <source>Formula, e.g. S = \frac{1}{s + \frac{1-s}{N}} = ${S}</source>
        <translation>Képlet, pl. S = \frac{1}{s + \frac{1-s}{N}} = ${S}</translation>
    </message>
    <message>
        <source>Live numbers</source>
        <translation>Élő számok</translation>
    </message>
    <message>
        <source>Step title:</source>
        <translation>Lépés címe:</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>Szöveg:</translation>
    </message>
    <message>
        <source>Formula:</source>
        <translation>Képlet:</translation>
    </message>
    <message>
        <source>Rename tour</source>
        <translation>Bemutató átnevezése</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Cím:</translation>
    </message>
    <message>
        <source>Delete tour</source>
        <translation>Bemutató törlése</translation>
    </message>
    <message>
        <source>Delete the tour &quot;%1&quot;? (Edit ▸ Undo brings it back.)</source>
        <translation>Törli a(z) „%1” bemutatót? (A Szerkesztés ▸ Visszavonás visszahozza.)</translation>
    </message>
    <message>
        <source>effsurf tours (*.effsurf-tour *.json);;All files (*)</source>
        <translation>effsurf-bemutatók (*.effsurf-tour *.json);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Import tour</source>
        <translation>Bemutató importálása</translation>
    </message>
    <message>
        <source>Cannot import the tour</source>
        <translation>A bemutató nem importálható</translation>
    </message>
    <message>
        <source>Export tour</source>
        <translation>Bemutató exportálása</translation>
    </message>
    <message>
        <source>Cannot export the tour</source>
        <translation>A bemutató nem exportálható</translation>
    </message>
    <message>
        <source>My tour %1</source>
        <translation>Saját bemutató %1</translation>
    </message>
    <message>
        <source>no tour is selected</source>
        <translation>nincs kijelölt bemutató</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>%1. lépés</translation>
    </message>
    <message>
        <source>A question for the class, e.g. What is E at N = 10^6? (the numbers stay hidden until R)</source>
        <translation>Kérdés az osztálynak, pl. Mennyi E, ha N = 10^6? (a számok R-ig rejtve maradnak)</translation>
    </message>
    <message>
        <source>question for the class</source>
        <translation>kérdés az osztálynak</translation>
    </message>
    <message>
        <source>Asked before the step&apos;s numbers are shown; R or Page Down reveals them. Empty: no question.</source>
        <translation>A lépés számai előtt hangzik el; az R vagy a Page Down felfedi őket. Üres: nincs kérdés.</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Kérdés:</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TourManager</name>
    <message>
        <source>Tour</source>
        <translation>Bemutató</translation>
    </message>
    <message>
        <source>My tours</source>
        <translation>Saját bemutatók</translation>
    </message>
    <message>
        <source>&amp;Tours</source>
        <translation>&amp;Bemutatók</translation>
    </message>
    <message>
        <source>This session&apos;s tours</source>
        <translation>A munkamenet bemutatói</translation>
    </message>
    <message>
        <source>&amp;Next step	PageDown, →</source>
        <translation>&amp;Következő lépés	PageDown, →</translation>
    </message>
    <message>
        <source>&amp;Previous step	PageUp, ←</source>
        <translation>&amp;Előző lépés	PageUp, ←</translation>
    </message>
    <message>
        <source>&amp;End tour	Esc</source>
        <translation>Bemutató &amp;befejezése	Esc</translation>
    </message>
    <message>
        <source>&amp;Record and edit my tours…</source>
        <translation>Saját bemutatók &amp;felvétele és szerkesztése…</translation>
    </message>
    <message>
        <source>tour &quot;%1&quot; has no steps yet</source>
        <translation>a(z) „%1” bemutatónak még nincsenek lépései</translation>
    </message>
    <message>
        <source>no tour &quot;%1&quot; (tours: %2)</source>
        <translation>nincs „%1” nevű bemutató (bemutatók: %2)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TourPanel</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Előző</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Következő ▶</translation>
    </message>
    <message>
        <source>End tour</source>
        <translation>Befejezés</translation>
    </message>
    <message>
        <source>Previous step (PageUp, Left)</source>
        <translation>Előző lépés (PageUp, Left)</translation>
    </message>
    <message>
        <source>Next step (PageDown, Right, Space)</source>
        <translation>Következő lépés (PageDown, Right, Space)</translation>
    </message>
    <message>
        <source>End the tour (Esc)</source>
        <translation>A bemutató befejezése (Esc)</translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <translation>%1 — %2. lépés / %3</translation>
    </message>
    <message>
        <source>Question: %1&lt;br&gt;&lt;i&gt;Reveal the answer with R or Page Down.&lt;/i&gt;</source>
        <translation>Kérdés: %1&lt;br&gt;&lt;i&gt;A választ az R vagy a Page Down fedi fel.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>Kérdés: %1</translation>
    </message>
    <message>
        <source>Reveal ▶</source>
        <translation>Felfedés ▶</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingCalibrationGroup</name>
    <message>
        <source>Calibration and goal</source>
        <translation>Kalibrálás és cél</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>kihasználtság</translation>
    </message>
    <message>
        <source>Sustained share of the datasheet peak inside the matrix products (about 60 % for Megatron-LM on A100s after calibration against its published runs)</source>
        <translation>Az adatlap szerinti csúcsérték tartósan elért hányada a mátrixszorzatokban (Megatron-LM-nél A100-asokon kb. 60 %, a közzétett futtatásaihoz kalibrálva)</translation>
    </message>
    <message>
        <source>overlap ω</source>
        <translation>átfedés ω</translation>
    </message>
    <message>
        <source>Share of the data-parallel all-reduce hidden behind the backward pass</source>
        <translation>Az adatpárhuzamos all-reduce azon hányada, amely a visszafelé menet mögé rejtve fut</translation>
    </message>
    <message>
        <source>serial seconds</source>
        <translation>soros másodpercek</translation>
    </message>
    <message>
        <source>Seconds per step no GPU count divides: the optimizer step, logging, data loading</source>
        <translation>Lépésenkénti másodpercek, amelyeket a GPU-szám nem csökkent: az optimalizáló lépése, naplózás, adatbetöltés</translation>
    </message>
    <message>
        <source>serial time (s)</source>
        <translation>soros idő (s)</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokenek</translation>
    </message>
    <message>
        <source>Tokens to train on, for the days it takes (GPT-3: 300e9)</source>
        <translation>A tanításhoz felhasznált tokenek száma, a szükséges napok kiszámításához (GPT-3: 300e9)</translation>
    </message>
    <message>
        <source>tokens T</source>
        <translation>tokenek T</translation>
    </message>
    <message>
        <source>utilization band</source>
        <translation>kihasználtsági sáv</translation>
    </message>
    <message>
        <source>band low</source>
        <translation>sáv alja</translation>
    </message>
    <message>
        <source>The utilization at the band&apos;s low end: every prediction is also given there</source>
        <translation>A kihasználtság a sáv alsó végén: minden előrejelzés itt is megjelenik</translation>
    </message>
    <message>
        <source>band high</source>
        <translation>sáv teteje</translation>
    </message>
    <message>
        <source>The utilization at the band&apos;s high end</source>
        <translation>A kihasználtság a sáv felső végén</translation>
    </message>
    <message>
        <source>Fit to measured steps…</source>
        <translation>Illesztés mért lépésekhez…</translation>
    </message>
    <message>
        <source>Read a CSV of GPU counts and measured step times (or tokens/s; optional tp, cp, pp, dp columns) and fit this run&apos;s utilization and its network&apos;s bandwidth, with 95 % intervals</source>
        <translation>GPU-számokat és mért lépésidőket (vagy token/s értékeket; opcionálisan tp, cp, pp, dp oszlopokat) tartalmazó CSV beolvasása, és a futtatás kihasználtságának és hálózati sávszélességének illesztése 95 %-os intervallumokkal</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <source>Drop the measured steps (the fitted utilization and network stay)</source>
        <translation>A mért lépések elvetése (az illesztett kihasználtság és hálózat megmarad)</translation>
    </message>
    <message>
        <source>%1 measured steps from %2</source>
        <translation>%1 mért lépés innen: %2</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingForm</name>
    <message>
        <source>Custom transformer (from %1)</source>
        <translation>Egyéni transzformer (%1 alapján)</translation>
    </message>
    <message>
        <source>The layout did not divide %1: it is now the best that does on %2 GPUs (t %3 × p %4 × d %5, b %6, v %7).</source>
        <translation>Az elrendezés nem illett ehhez: %1; helyette a(z) %2 GPU-n legjobb, illeszkedő elrendezés lépett érvénybe (t %3 × p %4 × d %5, b %6, v %7).</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>megszakítva</translation>
    </message>
    <message>
        <source>Not fitted: %1</source>
        <translation>Nincs illesztve: %1</translation>
    </message>
    <message>
        <source>%1: %2. The charts show the last valid run.</source>
        <translation>%1: %2. A diagramok az utolsó érvényes futtatást mutatják.</translation>
    </message>
    <message>
        <source>Last valid run: </source>
        <translation>Utolsó érvényes futtatás: </translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Nem fér el</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingHardwareGroup</name>
    <message>
        <source>Accelerator and nodes</source>
        <translation>Gyorsító és csomópontok</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>gyorsító</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPU csomópontonként</translation>
    </message>
    <message>
        <source>GPUs in one node, sharing its network adapters (the NVLink domain is set below: 8 in a node, 72 in an NVL72 rack)</source>
        <translation>Egy csomópont GPU-i, amelyek osztoznak a hálózati adaptereken (az NVLink-tartomány lent állítható: csomópontban 8, NVL72 rackben 72)</translation>
    </message>
    <message>
        <source>network</source>
        <translation>hálózat</translation>
    </message>
    <message>
        <source>Custom network</source>
        <translation>Egyéni hálózat</translation>
    </message>
    <message>
        <source>Your own line rate and latency, set below</source>
        <translation>Saját vonalsebesség és késleltetés, lent állítható</translation>
    </message>
    <message>
        <source>NICs per node</source>
        <translation>NIC-ek csomópontonként</translation>
    </message>
    <message>
        <source>Network adapters per node, shared by its GPUs</source>
        <translation>Hálózati adapterek csomópontonként, a GPU-k közösen használják őket</translation>
    </message>
    <message>
        <source>memory kept free</source>
        <translation>szabadon hagyott memória</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>memory margin</source>
        <translation>memóriatartalék</translation>
    </message>
    <message>
        <source>Memory kept free on every GPU for the CUDA context, NCCL&apos;s buffers and the allocator&apos;s fragments: a run fits when it needs at most the rest</source>
        <translation>Minden GPU-n szabadon hagyott memória a CUDA-környezet, az NCCL pufferei és a memóriafoglaló töredékei számára: egy futtatás akkor fér el, ha legfeljebb a maradékra van szüksége</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingLayoutGroup</name>
    <message>
        <source>Parallel layout and batch</source>
        <translation>Párhuzamos elrendezés és köteg</translation>
    </message>
    <message>
        <source>tensor parallel t</source>
        <translation>tenzorpárhuzamosság t</translation>
    </message>
    <message>
        <source>GPUs splitting each layer&apos;s matrices (Megatron-LM): 4 all-reduces per layer and micro-batch, 6 with the forward recomputed</source>
        <translation>Az egyes rétegek mátrixait felosztó GPU-k (Megatron-LM): rétegenként és mikrokötegenként 4 all-reduce, az előremenet újraszámolásával 6</translation>
    </message>
    <message>
        <source>pipeline parallel p</source>
        <translation>futószalag-párhuzamosság p</translation>
    </message>
    <message>
        <source>Stages the layers are split into: a bubble of (p − 1)/(v m) of the compute</source>
        <translation>Fokozatok, amelyekre a rétegek fel vannak osztva: a buborék a számítás (p − 1)/(v m) része</translation>
    </message>
    <message>
        <source>data parallel d</source>
        <translation>adatpárhuzamosság d</translation>
    </message>
    <message>
        <source>Replicas of the model, each on t p GPUs: one gradient all-reduce a step</source>
        <translation>A modell replikái, mindegyik t p GPU-n: lépésenként egy gradiens-all-reduce</translation>
    </message>
    <message>
        <source>micro-batch b</source>
        <translation>mikroköteg b</translation>
    </message>
    <message>
        <source> seq</source>
        <translation> szekv.</translation>
    </message>
    <message>
        <source>Sequences per micro-batch</source>
        <translation>Szekvenciák mikrokötegenként</translation>
    </message>
    <message>
        <source>global batch B</source>
        <translation>globális köteg B</translation>
    </message>
    <message>
        <source>Sequences per step: a multiple of d b; m = B/(d b) micro-batches per pipeline</source>
        <translation>Szekvenciák lépésenként: d b többszöröse; futószalagonként m = B/(d b) mikroköteg</translation>
    </message>
    <message>
        <source>interleave v</source>
        <translation>átlapolás v</translation>
    </message>
    <message>
        <source>Model chunks per GPU (interleaved 1F1B): the bubble shrinks by v, the pipeline&apos;s sends grow by v</source>
        <translation>Modellrészek GPU-nként (átlapolt 1F1B): a buborék v-ed részére csökken, a futószalag küldései v-szeresükre nőnek</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO-szint</translation>
    </message>
    <message>
        <source>0: none</source>
        <translation>0: nincs</translation>
    </message>
    <message>
        <source>1: optimizer states sharded</source>
        <translation>1: optimalizálóállapotok szétosztva</translation>
    </message>
    <message>
        <source>2: + gradients</source>
        <translation>2: + gradiensek</translation>
    </message>
    <message>
        <source>3 (FSDP): + weights</source>
        <translation>3 (FSDP): + súlyok</translation>
    </message>
    <message>
        <source>ZeRO shards model states over the d replicas. Stage 2 shards the gradients too, reduce-scattered as each micro-batch&apos;s backward makes them (Llama 3&apos;s FSDP with pipelines); stage 3 (FSDP) gathers the weights for every micro-batch as well</source>
        <translation>A ZeRO a modellállapotokat szétosztja a d replika között. A 2. szint a gradienseket is szétosztja, reduce-scatter művelettel, ahogy az egyes mikrokötegek visszafelé menete előállítja őket (a Llama 3 FSDP-je futószalagokkal); a 3. szint (FSDP) ráadásul minden mikroköteghez összegyűjti a súlyokat</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>Hybrid sharding (HSDP): ZeRO&apos;s states over groups of this many of the d cp ranks, replicated across the groups, whose shards are all-reduced once a step</source>
        <translation>Hibrid szétosztás (HSDP): a ZeRO-állapotok a d cp rang ennyi tagú csoportjain szétosztva, a csoportok között replikálva; a szeleteket lépésenként egyszer all-reduce egyesíti</translation>
    </message>
    <message>
        <source>all of d</source>
        <translation>a teljes d</translation>
    </message>
    <message>
        <source>shard group</source>
        <translation>szétosztási csoport</translation>
    </message>
    <message>
        <source>pipeline schedule</source>
        <translation>futószalag-ütemezés</translation>
    </message>
    <message>
        <source>1F1B (Megatron-Core)</source>
        <translation>1F1B (Megatron-Core)</translation>
    </message>
    <message>
        <source>DualPipe (DeepSeek-V3)</source>
        <translation>DualPipe (DeepSeek-V3)</translation>
    </message>
    <message>
        <source>1F1B: a bubble of (p − 1)/v micro-batch times, communication not hidden. DualPipe: micro-batches from both ends, the expert all-to-alls and sends hidden behind the other direction&apos;s compute on SMs taken from the GEMMs, a bubble of (p/2 − 1) · 2/3 micro-batch times, two stages&apos; model states a GPU (p even, v = 1)</source>
        <translation>1F1B: (p − 1)/v mikrokötegidőnyi buborék, a kommunikáció nincs elrejtve. DualPipe: mikrokötegek mindkét végről, a szakértői all-to-all műveletek és a küldések a másik irány számítása mögé rejtve, a GEMM-ektől elvett SM-eken, (p/2 − 1) · 2/3 mikrokötegidőnyi buborék, GPU-nként két fokozat modellállapotai (p páros, v = 1)</translation>
    </message>
    <message>
        <source>schedule</source>
        <translation>ütemezés</translation>
    </message>
    <message>
        <source>activation recomputation</source>
        <translation>aktiváció-újraszámolás</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <source>selective (attention)</source>
        <translation>szelektív (figyelem)</translation>
    </message>
    <message>
        <source>full (each layer)</source>
        <translation>teljes (minden réteg)</translation>
    </message>
    <message>
        <source>What the backward pass recomputes instead of keeping (Korthikanti et al. 2022): less activation memory for more compute. With fused attention, selective costs nothing more (the kernel recomputes the scores anyway); under latent attention it also recomputes the up-projections (DeepSeek-V3)</source>
        <translation>Amit a visszafelé menet megtartás helyett újraszámol (Korthikanti és mtsai. 2022): kevesebb aktivációs memória több számítás árán. Fúzionált figyelemnél a szelektív nem kerül többe (a kernel úgyis újraszámolja a pontszámokat); látens figyelemnél a felfelé vetítéseket is újraszámolja (DeepSeek-V3)</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>újraszámolás</translation>
    </message>
    <message>
        <source>data-parallel all-reduce</source>
        <translation>adatpárhuzamos all-reduce</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>gyűrű</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>fa</translation>
    </message>
    <message>
        <source>How the d replicas all-reduce their gradients: a ring (2(d − 1) latencies, about twice the data) or a binary tree (2 log₂ d steps of the whole buffer)</source>
        <translation>Hogyan végzi a d replika a gradiensek all-reduce műveletét: gyűrűvel (2(d − 1) késleltetés, kb. kétszeres adatmennyiség) vagy bináris fával (a teljes puffer 2 log₂ d lépésben)</translation>
    </message>
    <message>
        <source>gradient all-reduce</source>
        <translation>gradiens-all-reduce</translation>
    </message>
    <message>
        <source>sequence parallelism</source>
        <translation>szekvenciapárhuzamosság</translation>
    </message>
    <message>
        <source>Split the layer norms&apos; and dropouts&apos; activations over t too (Korthikanti et al.)</source>
        <translation>A rétegnormalizálások és a dropoutok aktivációinak felosztása is t szerint (Korthikanti és mtsai.)</translation>
    </message>
    <message>
        <source>fused attention (FlashAttention)</source>
        <translation>fúzionált figyelem (FlashAttention)</translation>
    </message>
    <message>
        <source>Today&apos;s kernels never write the s × s scores to memory: they are neither kept nor moved, and the backward computes them again. Off: 2021&apos;s unfused attention</source>
        <translation>A mai kernelek sosem írják az s × s pontszámokat a memóriába: ezeket sem nem tárolják, sem nem mozgatják, a visszafelé menet pedig újra kiszámolja őket. Kikapcsolva: a 2021-es, nem fúzionált figyelem</translation>
    </message>
    <message>
        <source>dropout</source>
        <translation>dropout</translation>
    </message>
    <message>
        <source>Dropout&apos;s masks kept for the backward pass (GPT-3 and 2021&apos;s runs); today&apos;s large models train without dropout</source>
        <translation>A dropout maszkjai a visszafelé menethez megtartva (GPT-3 és a 2021-es futtatások); a mai nagy modelleket dropout nélkül tanítják</translation>
    </message>
    <message>
        <source>Rank every layout on these GPUs…</source>
        <translation>Minden elrendezés rangsorolása ezeken a GPU-kon…</translation>
    </message>
    <message>
        <source>Evaluate every valid (t, p, d, b, v) for this model, GPU count and batch</source>
        <translation>Minden érvényes (t, p, d, b, v) kiértékelése ehhez a modellhez, GPU-számhoz és köteghez</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingModelGroup</name>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>published run</source>
        <translation>közzétett futtatás</translation>
    </message>
    <message>
        <source>Choose a published run…</source>
        <translation>Közzétett futtatás választása…</translation>
    </message>
    <message>
        <source>%1
The paper states: %2</source>
        <translation>%1
A cikk szerint: %2</translation>
    </message>
    <message>
        <source>
Assumed: %1</source>
        <translation>
Feltételezve: %1</translation>
    </message>
    <message>
        <source>
Documented miss: %1</source>
        <translation>
Dokumentált eltérés: %1</translation>
    </message>
    <message>
        <source>A run as its paper describes it: its model, GPUs, network, layout, batch and settings, the rest at today&apos;s defaults (the manual&apos;s validation table)</source>
        <translation>Egy futtatás a cikke leírása szerint: modell, GPU-k, hálózat, elrendezés, köteg és beállítások, a többi a mai alapértelmezésekkel (a kézikönyv validációs táblázata)</translation>
    </message>
    <message>
        <source>as published</source>
        <translation>a közzétett szerint</translation>
    </message>
    <message>
        <source>model preset</source>
        <translation>modell-előbeállítás</translation>
    </message>
    <message>
        <source>Custom transformer</source>
        <translation>Egyéni transzformer</translation>
    </message>
    <message>
        <source>preset</source>
        <translation>előbeállítás</translation>
    </message>
    <message>
        <source>Transformer layers l: the model&apos;s depth. Each runs forward and backward in sequence, with its tensor-parallel synchronizations.</source>
        <translation>Transzformerrétegek l: a modell mélysége. Mindegyik egymás után fut előre és visszafelé, a saját tenzorpárhuzamos szinkronizációival.</translation>
    </message>
    <message>
        <source>depth, in steps of p v layers</source>
        <translation>mélység, p v rétegenkénti lépésekben</translation>
    </message>
    <message>
        <source>Depth at this layout: multiples of p v layers, so the pipeline keeps its stages</source>
        <translation>Mélység ennél az elrendezésnél: p v réteg többszörösei, hogy a futószalag megtartsa a fokozatait</translation>
    </message>
    <message>
        <source>layers l</source>
        <translation>rétegek l</translation>
    </message>
    <message>
        <source>hidden size h</source>
        <translation>rejtett méret h</translation>
    </message>
    <message>
        <source>Width of the residual stream; the MLP is 4h wide (Megatron-LM eq. 2)</source>
        <translation>A reziduális folyam szélessége; az MLP 4h széles (Megatron-LM, 2. egyenlet)</translation>
    </message>
    <message>
        <source>attention heads a</source>
        <translation>figyelemfejek a</translation>
    </message>
    <message>
        <source>Heads; h must be a multiple of them, and t must divide them</source>
        <translation>Fejek; h-nak a számuk többszörösének kell lennie, és t-nek osztania kell a számukat</translation>
    </message>
    <message>
        <source>sequence length s</source>
        <translation>szekvenciahossz s</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <source>Tokens per sequence (context length)</source>
        <translation>Tokenek szekvenciánként (kontextushossz)</translation>
    </message>
    <message>
        <source>vocabulary V</source>
        <translation>szókincs V</translation>
    </message>
    <message>
        <source>Vocabulary size (padded, as Megatron-LM pads to 51200)</source>
        <translation>Szókincsméret (kitöltve, ahogy a Megatron-LM 51200-ra tölti ki)</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>paraméterek</translation>
    </message>
    <message>
        <source>Parameters P of a model that is not a transformer stack</source>
        <translation>Nem transzformerrétegekből álló modell P paraméterszáma</translation>
    </message>
    <message>
        <source>parameters P</source>
        <translation>paraméterek P</translation>
    </message>
    <message>
        <source>FLOP per sample</source>
        <translation>FLOP mintánként</translation>
    </message>
    <message>
        <source>Training FLOP per sample: forward and backward, about 3x the forward pass</source>
        <translation>Tanítási FLOP mintánként: előre- és visszafelé menet, az előremenet kb. 3x-osa</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingStageStrip</name>
    <message>
        <source>Best layout</source>
        <translation>Legjobb elrendezés</translation>
    </message>
    <message>
        <source>run</source>
        <translation>futtatás</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>tanítási futtatás</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>elrendezés</translation>
    </message>
    <message>
        <source>The run&apos;s layout: tensor t, context cp, pipeline p and data parallel d (N = t cp p d)</source>
        <translation>A futtatás elrendezése: tenzor- t, kontextus- cp, futószalag- p és adatpárhuzamosság d (N = t cp p d)</translation>
    </message>
    <message>
        <source>The layout search&apos;s best layout on the run&apos;s GPUs (one undo step)</source>
        <translation>Az elrendezéskeresés legjobb elrendezése a futtatás GPU-in (egy visszavonási lépés)</translation>
    </message>
    <message>
        <source>this run: %1</source>
        <translation>ez a futtatás: %1</translation>
    </message>
    <message>
        <source>t %1 · cp %2 · p %3 · d %4 = %5 GPUs</source>
        <translation>t %1 · cp %2 · p %3 · d %4 = %5 GPU</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingStepImport</name>
    <message>
        <source>Fit the run to measured steps</source>
        <translation>A futtatás illesztése mért lépésekhez</translation>
    </message>
    <message>
        <source>Measured steps (*.csv *.txt);;All files (*)</source>
        <translation>Mért lépések (*.csv *.txt);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Reading and fitting %1…</source>
        <translation>%1 beolvasása és illesztése…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Fit to measured steps</source>
        <translation>Illesztés mért lépésekhez</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingThroughputChart</name>
    <message>
        <source>TFLOP/s per GPU</source>
        <translation>TFLOP/s GPU-nként</translation>
    </message>
    <message>
        <source>best N</source>
        <translation>legjobb N</translation>
    </message>
    <message>
        <source>Model FLOP/s per GPU over N, the run&apos;s layouts only (d dividing B / b). Best N: the fastest layout that still trains at least half the top tokens/s per GPU, i.e. time to train bought at no more than twice the GPU hours of the most economical layout.</source>
        <translation>Modell-FLOP/s GPU-nként N függvényében, csak a futtatás elrendezései (d osztja a B / b értéket). Legjobb N: a leggyorsabb elrendezés, amely GPU-nként még legalább a legjobb token/s felét tanítja, azaz a tanítási idő legfeljebb a legtakarékosabb elrendezés GPU-óraszámának kétszereséért.</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>ez a futtatás</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>mért</translation>
    </message>
    <message>
        <source>GPUs N = t cp p d</source>
        <translation>GPU-k N = t cp p d</translation>
    </message>
    <message>
        <source>model TFLOP/s</source>
        <translation>modell-TFLOP/s</translation>
    </message>
    <message>
        <source>MFU (%)</source>
        <translation>MFU (%)</translation>
    </message>
    <message>
        <source>fit, 95 %</source>
        <translation>illesztés, 95 %</translation>
    </message>
    <message>
        <source>u %1–%2 %</source>
        <translation>u %1–%2 %</translation>
    </message>
    <message>
        <source>%1 TFLOP/s per GPU, MFU %2 % (best N = %3)</source>
        <translation>%1 TFLOP/s GPU-nként, MFU %2 % (legjobb N = %3)</translation>
    </message>
    <message>
        <source>%1 TFLOP/s, MFU %2 %</source>
        <translation>%1 TFLOP/s, MFU %2 %</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingWorkspace</name>
    <message>
        <source>Put this &amp;run on screen</source>
        <translation>A &amp;futtatás megjelenítése</translation>
    </message>
    <message>
        <source>prediction band</source>
        <translation>előrejelzési sáv</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramok</translation>
    </message>
    <message>
        <source>Layout search</source>
        <translation>Elrendezéskeresés</translation>
    </message>
    <message>
        <source>The law on screen is %1; this run is not on the surface. Its numbers at %2:</source>
        <translation>A képernyőn látható törvény: %1; ez a futtatás nincs a felületen. Számai %2 esetén:</translation>
    </message>
    <message>
        <source> samples</source>
        <translation> minta</translation>
    </message>
    <message>
        <source>%1&#xa0;% (HFU %2&#xa0;%)</source>
        <translation>%1 % (HFU %2 %)</translation>
    </message>
    <message>
        <source>%1 for %2 tokens</source>
        <translation>%1 %2 tokenre</translation>
    </message>
    <message>
        <source>Seconds per training step over the global batch (the sum of the terms in the first chart)</source>
        <translation>Másodperc tanítási lépésenként a globális kötegen (az első diagram tagjainak összege)</translation>
    </message>
    <message>
        <source>Tokens trained per second: B s / T_step</source>
        <translation>Másodpercenként tanított tokenek: B s / T_step</translation>
    </message>
    <message>
        <source>Achieved model FLOP/s per GPU: the model&apos;s FLOP a step (forward and backward, no recomputation) over n T_step. With recomputation the hardware does more: %1 TFLOP/s</source>
        <translation>Elért modell-FLOP/s GPU-nként: a modell lépésenkénti FLOP-ja (előre- és visszafelé menet, újraszámolás nélkül) osztva n T_step-pel. Újraszámolással a hardver többet végez: %1 TFLOP/s</translation>
    </message>
    <message>
        <source>Model FLOP utilization (MFU): model FLOP/s over the datasheet peak. Hardware FLOP utilization (HFU) also counts the recomputed forward passes (Megatron-LM eq. 3)</source>
        <translation>Modell-FLOP-kihasználtság (MFU): a modell FLOP/s értéke osztva az adatlap szerinti csúcsértékkel. A hardveres FLOP-kihasználtság (HFU) az újraszámolt előremeneteket is beszámítja (Megatron-LM, 3. egyenlet)</translation>
    </message>
    <message>
        <source>Days to train on T tokens at this rate</source>
        <translation>T token tanításához szükséges napok ezzel a sebességgel</translation>
    </message>
    <message>
        <source>GPU-hours to train on T tokens: N GPUs for the days</source>
        <translation>T token tanításához szükséges GPU-órák: N GPU szorozva a napokkal</translation>
    </message>
    <message>
        <source>Efficiency: the model FLOP&apos;s share of the step, the run&apos;s point on the surface</source>
        <translation>Hatékonyság: a modell-FLOP hányada a lépésben, a futtatás pontja a felületen</translation>
    </message>
    <message>
        <source>s_eff(N) = (1/E − 1)/(N − 1): the serial fraction Amdahl&apos;s law would need for this E</source>
        <translation>s_eff(N) = (1/E − 1)/(N − 1): az a soros hányad, amelyet az Amdahl-törvény ehhez az E-hez igényelne</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>lépésidő</translation>
    </message>
    <message>
        <source> samples/s</source>
        <translation> minta/s</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> token/s</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>átviteli sebesség</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 nap</translation>
    </message>
    <message>
        <source>for %1 %2</source>
        <translation>%1 %2 esetén</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>minta</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>Fitted to %1 (%2 steps): utilization %3 (95 %: %4), network %5 GB/s a GPU (95 %: %6)</source>
        <translation>Illesztve ehhez: %1 (%2 lépés): kihasználtság %3 (95 %: %4), hálózat %5 GB/s GPU-nként (95 %: %6)</translation>
    </message>
    <message>
        <source>; here %1 tokens/s</source>
        <translation>; itt %1 token/s</translation>
    </message>
    <message>
        <source>At utilization %1–%2 %: %3 tokens/s, %4 days, %5 GPU-hours</source>
        <translation>%1–%2 % kihasználtságnál: %3 token/s, %4 nap, %5 GPU-óra</translation>
    </message>
    <message>
        <source>. The measured steps do not fit this run: %1</source>
        <translation>. A mért lépések nem illeszkednek ehhez a futtatáshoz: %1</translation>
    </message>
    <message>
        <source>Every prediction at the two ends of the utilization range set under Calibration</source>
        <translation>Minden előrejelzés a Kalibrálás alatt beállított kihasználtsági tartomány két végén</translation>
    </message>
    <message>
        <source>The run fitted to the steps you measured; the band is the fit&apos;s 95 % interval</source>
        <translation>A futtatás az Ön által mért lépésekhez illesztve; a sáv az illesztés 95 %-os intervalluma</translation>
    </message>
    <message>
        <source>step</source>
        <translation>lépés</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/s</translation>
    </message>
    <message>
        <source>TFLOP/s per GPU</source>
        <translation>TFLOP/s GPU-nként</translation>
    </message>
    <message>
        <source>days</source>
        <translation>nap</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-óra</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>s_eff(N)</source>
        <translation>s_eff(N)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ViewBox</name>
    <message>
        <source>3D view</source>
        <translation>3D nézet</translation>
    </message>
    <message>
        <source>Isometric</source>
        <translation>Izometrikus</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Elölnézet</translation>
    </message>
    <message>
        <source>Top (heat map)</source>
        <translation>Felülnézet (hőtérkép)</translation>
    </message>
    <message>
        <source>camera</source>
        <translation>kamera</translation>
    </message>
    <message>
        <source>logarithmic E axis</source>
        <translation>logaritmikus E tengely</translation>
    </message>
    <message>
        <source>HPCG-like workloads sit near E = 1%: a log axis shows them.</source>
        <translation>A HPCG-szerű terhelések E = 1% közelében vannak: logaritmikus tengelyen láthatók.</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::YearAxis</name>
    <message>
        <source>list edition</source>
        <translation>listakiadás</translation>
    </message>
</context>
</TS>
