<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BuiltinTours</name>
    <message>
        <source>1 · Amdahl&apos;s law and the efficiency surface</source>
        <translation>1 · Das Amdahlsche Gesetz und die Effizienzfläche</translation>
    </message>
    <message>
        <source>From one formula to the surface E(N, s): why a tiny serial fraction caps a huge machine (the manual&apos;s The models, L1–L3, L7).</source>
        <translation>Von einer Formel zur Fläche E(N, s): warum ein winziger serieller Anteil eine riesige Maschine begrenzt (Handbuch, The models, L1–L3, L7).</translation>
    </message>
    <message>
        <source>A small serial part</source>
        <translation>Ein kleiner serieller Anteil</translation>
    </message>
    <message>
        <source>A fraction s of the work cannot be shared out. With s = ${s} (α = ${alpha}) and N = ${N} processors the speedup is S = ${S}, not ${N}.</source>
        <translation>Ein Anteil s der Arbeit lässt sich nicht aufteilen. Mit s = ${s} (α = ${alpha}) und N = ${N} Prozessoren beträgt der Speedup S = ${S}, nicht ${N}.</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <source>Efficiency is the share of the machine doing useful work, E = S/N. Ten times more processors at the same s = ${s}: N = ${N} reach S = ${S}, so E = ${E%}.</source>
        <translation>Die Effizienz ist der Anteil der Maschine, der Nutzarbeit leistet: E = S/N. Zehnmal mehr Prozessoren bei gleichem s = ${s}: N = ${N} erreichen S = ${S}, also E = ${E%}.</translation>
    </message>
    <message>
        <source>The gain ceiling</source>
        <translation>Die Gewinnobergrenze</translation>
    </message>
    <message>
        <source>However many processors we add, S cannot exceed 1/s = ${gain}. At N = ${N} the machine reaches S = ${S} and E = ${E}: almost all of it waits.</source>
        <translation>Wie viele Prozessoren wir auch hinzufügen, S kann 1/s = ${gain} nicht übersteigen. Bei N = ${N} erreicht die Maschine S = ${S} und E = ${E}: fast alles an ihr wartet.</translation>
    </message>
    <message>
        <source>The efficiency surface</source>
        <translation>Die Effizienzfläche</translation>
    </message>
    <message>
        <source>The surface shows E over log N and log s. Its ridge E = 0.5 runs where N s = 1, a straight line on the (N, s) plane: here N = ${N}, s = ${s}, E = ${E}.</source>
        <translation>Die Fläche zeigt E über log N und log s. Ihr Grat E = 0.5 verläuft dort, wo N s = 1 gilt, eine Gerade in der (N, s)-Ebene: hier N = ${N}, s = ${s}, E = ${E}.</translation>
    </message>
    <message>
        <source>What ten million cores demand</source>
        <translation>Was zehn Millionen Kerne verlangen</translation>
    </message>
    <message>
        <source>To keep E high at N = ${N}, s must be far below 1/N. At s = ${s}: E = ${E%}; efficiency halves at N = ${N_half}.</source>
        <translation>Damit E bei N = ${N} hoch bleibt, muss s weit unter 1/N liegen. Bei s = ${s}: E = ${E%}; die Effizienz halbiert sich bei N = ${N_half}.</translation>
    </message>
    <message>
        <source>2 · TOP500 machines on the surface: HPL vs HPCG</source>
        <translation>2 · TOP500-Maschinen auf der Fläche: HPL gegen HPCG</translation>
    </message>
    <message>
        <source>Real machines as points: the effective serial fraction from Rmax/Rpeak, and one machine with many efficiencies (the manual&apos;s The models, L4, §5).</source>
        <translation>Echte Maschinen als Punkte: der effektive serielle Anteil aus Rmax/Rpeak, und eine Maschine mit vielen Effizienzen (Handbuch, The models, L4, §5).</translation>
    </message>
    <message>
        <source>Summit runs HPL</source>
        <translation>Summit rechnet HPL</translation>
    </message>
    <message>
        <source>Summit (June 2019) ran HPL at E = Rmax/Rpeak = 0.740 on N = 2,414,592 cores. Solving Amdahl&apos;s law for s gives its effective serial fraction, which places it on the surface.</source>
        <translation>Summit (Juni 2019) rechnete HPL mit E = Rmax/Rpeak = 0.740 auf N = 2&#x202f;414&#x202f;592 Kernen. Löst man das Amdahlsche Gesetz nach s auf, erhält man den effektiven seriellen Anteil, der Summit auf der Fläche platziert.</translation>
    </message>
    <message>
        <source>The gain ceiling of a real machine</source>
        <translation>Die Gewinnobergrenze einer echten Maschine</translation>
    </message>
    <message>
        <source>With s = ${s}, no number of Summit&apos;s cores could give more than 1/s = ${gain} times one core&apos;s payload performance; at its N it achieves S = ${S}.</source>
        <translation>Mit s = ${s} könnte keine Anzahl von Summits Kernen mehr als das 1/s = ${gain}-Fache der Nutzleistung eines Kerns liefern; bei seinem N erreicht er S = ${S}.</translation>
    </message>
    <message>
        <source>HPCG on the same machine</source>
        <translation>HPCG auf derselben Maschine</translation>
    </message>
    <message>
        <source>HPCG, dominated by memory and communication, reached 2,926 of 200,795 TFlop/s: E = ${E%}. Same hardware, s about 190 times larger: one machine has many efficiencies, one per workload.</source>
        <translation>HPCG, von Speicher und Kommunikation bestimmt, erreichte 2&#x202f;926 von 200&#x202f;795 TFlop/s: E = ${E%}. Dieselbe Hardware, s etwa 190-mal größer: eine Maschine hat viele Effizienzen, eine je Arbeitslast.</translation>
    </message>
    <message>
        <source>A whole list on the surface</source>
        <translation>Eine ganze Liste auf der Fläche</translation>
    </message>
    <message>
        <source>Every machine of the June 2019 list, placed by its HPL result. The largest machines sit at the smallest s: only they can afford their N.</source>
        <translation>Jede Maschine der Liste vom Juni 2019, platziert nach ihrem HPL-Ergebnis. Die größten Maschinen sitzen beim kleinsten s: nur sie können sich ihr N leisten.</translation>
    </message>
    <message>
        <source>Exascale: Frontier</source>
        <translation>Exascale: Frontier</translation>
    </message>
    <message>
        <source>Frontier (June 2024): N = 8.70×10⁶ cores at E = 0.703, so s_eff = ${s}. Each further factor of ten in N needs an s ten times smaller to keep E.</source>
        <translation>Frontier (Juni 2024): N = 8.70×10⁶ Kerne bei E = 0.703, also s_eff = ${s}. Jeder weitere Faktor zehn in N verlangt ein zehnmal kleineres s, um E zu halten.</translation>
    </message>
    <message>
        <source>3 · Piz Daint&apos;s GPU upgrade</source>
        <translation>3 · Das GPU-Upgrade von Piz Daint</translation>
    </message>
    <message>
        <source>One machine across four TOP500 lists: CPU only, K20X GPUs, P100 GPUs in part and in full (the manual&apos;s The models, §3 and §5).</source>
        <translation>Eine Maschine in vier TOP500-Listen: nur CPUs, K20X-GPUs, P100-GPUs teilweise und vollständig (Handbuch, The models, §3 und §5).</translation>
    </message>
    <message>
        <source>CPU only (November 2012)</source>
        <translation>Nur CPUs (November 2012)</translation>
    </message>
    <message>
        <source>Piz Daint began with 12,032 CPU cores: HPL at E = 0.865, s_eff = ${s}.</source>
        <translation>Piz Daint begann mit 12&#x202f;032 CPU-Kernen: HPL mit E = 0.865, s_eff = ${s}.</translation>
    </message>
    <message>
        <source>K20X GPUs (November 2013)</source>
        <translation>K20X-GPUs (November 2013)</translation>
    </message>
    <message>
        <source>With GPUs N counts 115,984 cores (accelerator cores included) and Rmax rose from 216 to 6,271 TFlop/s. s_eff = ${s}: the surface now has to be read at a much larger N.</source>
        <translation>Mit GPUs zählt N 115&#x202f;984 Kerne (Beschleunigerkerne eingeschlossen), und Rmax stieg von 216 auf 6&#x202f;271 TFlop/s. s_eff = ${s}: die Fläche ist nun bei viel größerem N abzulesen.</translation>
    </message>
    <message>
        <source>P100 GPUs, in part (November 2016)</source>
        <translation>P100-GPUs, teilweise (November 2016)</translation>
    </message>
    <message>
        <source>Newer GPUs sped the payload up, but not the host–device copying, which is serial: s_eff rose to ${s} and E fell to ${E}.</source>
        <translation>Neuere GPUs beschleunigten die Nutzarbeit, nicht aber das Kopieren zwischen Host und Gerät, das seriell ist: s_eff stieg auf ${s} und E fiel auf ${E}.</translation>
    </message>
    <message>
        <source>P100 GPUs, complete (June 2017)</source>
        <translation>P100-GPUs, vollständig (Juni 2017)</translation>
    </message>
    <message>
        <source>With the upgrade complete: N = 361,760, E = ${E}, s_eff = ${s}. Rmax doubled over November 2016 (9,779 to 19,590 TFlop/s) and s_eff fell back.</source>
        <translation>Mit abgeschlossenem Upgrade: N = 361&#x202f;760, E = ${E}, s_eff = ${s}. Rmax verdoppelte sich gegenüber November 2016 (9&#x202f;779 auf 19&#x202f;590 TFlop/s), und s_eff sank wieder.</translation>
    </message>
    <message>
        <source>The whole history</source>
        <translation>Der ganze Verlauf</translation>
    </message>
    <message>
        <source>The history panel follows Piz Daint through every list: payload performance, efficiency and s_eff, with the upgrades marked.</source>
        <translation>Der Verlauf folgt Piz Daint durch jede Liste: Nutzleistung, Effizienz und s_eff, mit markierten Upgrades.</translation>
    </message>
    <message>
        <source>4 · Half precision and the communication-to-computation ratio</source>
        <translation>4 · Halbe Genauigkeit und das Verhältnis von Kommunikation zu Rechnung</translation>
    </message>
    <message>
        <source>Faster arithmetic shrinks compute time, not communication: s grows and E falls (the manual&apos;s The models, §3 and §4).</source>
        <translation>Schnellere Arithmetik verkürzt die Rechenzeit, nicht die Kommunikation: s wächst und E fällt (Handbuch, The models, §3 und §4).</translation>
    </message>
    <message>
        <source>Summit&apos;s HPL in FP64</source>
        <translation>Summits HPL in FP64</translation>
    </message>
    <message>
        <source>The baseline: s = ${s}, N = ${N}, E = ${E}.</source>
        <translation>Die Ausgangslage: s = ${s}, N = ${N}, E = ${E}.</translation>
    </message>
    <message>
        <source>Single precision: k = 2</source>
        <translation>Einfache Genauigkeit: k = 2</translation>
    </message>
    <message>
        <source>Arithmetic twice as fast halves compute time but leaves communication time unchanged, so the non-payload share grows: s&apos; = ${s_eff}, E = ${E}.</source>
        <translation>Doppelt so schnelle Arithmetik halbiert die Rechenzeit, lässt die Kommunikationszeit aber unverändert, also wächst der Anteil ohne Nutzarbeit: s&apos; = ${s_eff}, E = ${E}.</translation>
    </message>
    <message>
        <source>Half precision: k = 4</source>
        <translation>Halbe Genauigkeit: k = 4</translation>
    </message>
    <message>
        <source>64-bit to 16-bit: compute about four times faster. s&apos; = ${s_eff}, E = ${E%}. The nominal gain is 4; the realized gain is k E(N, s&apos;)/E(N, s).</source>
        <translation>64 Bit auf 16 Bit: Rechnen etwa viermal so schnell. s&apos; = ${s_eff}, E = ${E%}. Der nominelle Gewinn ist 4; der erzielte Gewinn ist k E(N, s&apos;)/E(N, s).</translation>
    </message>
    <message>
        <source>Training in FP32</source>
        <translation>Training in FP32</translation>
    </message>
    <message>
        <source>A data-parallel training run (1 billion parameters, ring all-reduce, A100 datasheet peaks × 0.4): at N = ${N}, E = ${E}.</source>
        <translation>Ein datenparalleles Training (1 Milliarde Parameter, Ring-All-Reduce, A100-Datenblattwerte × 0.4): bei N = ${N} ist E = ${E}.</translation>
    </message>
    <message>
        <source>Training in FP16</source>
        <translation>Training in FP16</translation>
    </message>
    <message>
        <source>Precision enters twice: compute time falls by the datasheet ratio, gradient bytes halve, and the latency term does not shrink at all. E = ${E}; the best N falls to ${N_best}.</source>
        <translation>Die Genauigkeit wirkt zweifach: die Rechenzeit sinkt um das Verhältnis im Datenblatt, die Gradientenbytes halbieren sich, und der Latenzterm schrumpft gar nicht. E = ${E}; das beste N fällt auf ${N_best}.</translation>
    </message>
    <message>
        <source>5 · The performance wall: when more processors make it slower</source>
        <translation>5 · Die Leistungswand: wenn mehr Prozessoren langsamer machen</translation>
    </message>
    <message>
        <source>If the non-payload time grows with the machine, performance has a maximum (the manual&apos;s The models, §2).</source>
        <translation>Wächst die Zeit ohne Nutzarbeit mit der Maschine, hat die Leistung ein Maximum (Handbuch, The models, §2).</translation>
    </message>
    <message>
        <source>Constant s: no harm in adding processors</source>
        <translation>Konstantes s: mehr Prozessoren schaden nicht</translation>
    </message>
    <message>
        <source>With a constant serial fraction S keeps rising, if ever more slowly, towards 1/s = ${gain}.</source>
        <translation>Mit konstantem seriellem Anteil steigt S weiter, wenn auch immer langsamer, gegen 1/s = ${gain}.</translation>
    </message>
    <message>
        <source>Time lines that grow with the machine</source>
        <translation>Zeitanteile, die mit der Maschine wachsen</translation>
    </message>
    <message>
        <source>Végh&apos;s timeline model: software, OS, communication and synchronization add up. Signal propagation grows with the machine&apos;s size, here as √N.</source>
        <translation>Véghs Zeitlinienmodell: Software, Betriebssystem, Kommunikation und Synchronisation addieren sich. Die Signallaufzeit wächst mit der Größe der Maschine, hier wie √N.</translation>
    </message>
    <message>
        <source>The wall</source>
        <translation>Die Wand</translation>
    </message>
    <message>
        <source>Performance peaks at N = ${N_best} with S = ${S_best}. Here E = ${E}.</source>
        <translation>Die Leistung erreicht ihr Maximum bei N = ${N_best} mit S = ${S_best}. Hier ist E = ${E}.</translation>
    </message>
    <message>
        <source>Beyond the wall</source>
        <translation>Jenseits der Wand</translation>
    </message>
    <message>
        <source>At N = ${N} the job runs slower than at the wall: S = ${S}, E = ${E}. More processors, less performance.</source>
        <translation>Bei N = ${N} läuft der Auftrag langsamer als an der Wand: S = ${S}, E = ${E}. Mehr Prozessoren, weniger Leistung.</translation>
    </message>
    <message>
        <source>The same wall in training</source>
        <translation>Dieselbe Wand beim Training</translation>
    </message>
    <message>
        <source>An all-reduce costs latency that grows with N: data-parallel training in FP16 peaks at N = ${N_best} workers.</source>
        <translation>Ein All-Reduce kostet Latenz, die mit N wächst: datenparalleles Training in FP16 erreicht sein Maximum bei N = ${N_best} Workern.</translation>
    </message>
    <message>
        <source>6 · Why deep networks scale worse</source>
        <translation>6 · Warum tiefe Netze schlechter skalieren</translation>
    </message>
    <message>
        <source>How deep can a network be: Megatron-LM&apos;s model of a transformer on tensor, pipeline and data parallel A100s (the manual&apos;s The models, §4b). Deeper means more pipeline stages, a longer bubble and more per-layer synchronizations: E falls.</source>
        <translation>Wie tief kann ein Netz sein: Megatron-LMs Modell eines Transformers auf tensor-, pipeline- und datenparallelen A100 (Handbuch, The models, §4b). Tiefer heißt mehr Pipeline-Stufen, eine längere Blase und mehr Synchronisationen je Schicht: E fällt.</translation>
    </message>
    <message>
        <source>A shallow transformer</source>
        <translation>Ein flacher Transformer</translation>
    </message>
    <message>
        <source>GPT-3&apos;s width (h = 12288) with only ${layers} layers, 8 to a stage: ${stages} pipeline stages, t × p × d = ${layout} = ${N} A100s. ${tflops} TFLOP/s per GPU, E = ${E}; the pipeline bubble is ${bubble%} of the step (Megatron-LM&apos;s model; the Training tab shows every term of the step).</source>
        <translation>Die Breite von GPT-3 (h = 12288) mit nur ${layers} Schichten, 8 je Stufe: ${stages} Pipeline-Stufen, t × p × d = ${layout} = ${N} A100. ${tflops} TFLOP/s je GPU, E = ${E}; die Pipeline-Blase macht ${bubble%} des Schritts aus (Megatron-LMs Modell; der Reiter Training zeigt jeden Term des Schritts).</translation>
    </message>
    <message>
        <source>GPT-3&apos;s depth</source>
        <translation>Die Tiefe von GPT-3</translation>
    </message>
    <message>
        <source>96 layers: the same stages of 8 layers, now ${stages} of them on ${N} GPUs. Every stage waits for the others to fill and drain the pipeline: the bubble is ${bubble%}, E = ${E}, ${tflops} TFLOP/s per GPU. The model got deeper; no GPU got slower.</source>
        <translation>96 Schichten: dieselben Stufen zu 8 Schichten, jetzt ${stages} davon auf ${N} GPUs. Jede Stufe wartet, bis die anderen die Pipeline füllen und leeren: die Blase beträgt ${bubble%}, E = ${E}, ${tflops} TFLOP/s je GPU. Das Modell wurde tiefer; keine GPU wurde langsamer.</translation>
    </message>
    <message>
        <source>Twice as deep</source>
        <translation>Doppelt so tief</translation>
    </message>
    <message>
        <source>192 layers on ${stages} stages: the bubble grows to ${bubble%} of the step and E falls to ${E}. Depth costs twice: more stages to wait for, and more tensor-parallel synchronizations, four per layer and micro-batch.</source>
        <translation>192 Schichten auf ${stages} Stufen: die Blase wächst auf ${bubble%} des Schritts und E fällt auf ${E}. Tiefe kostet doppelt: mehr Stufen, auf die zu warten ist, und mehr tensorparallele Synchronisationen, vier je Schicht und Mikrobatch.</translation>
    </message>
    <message>
        <source>Four times the GPUs, far from four times the speed</source>
        <translation>Viermal so viele GPUs, längst nicht viermal so schnell</translation>
    </message>
    <message>
        <source>Four times the data-parallel replicas for the deep model (${N} GPUs, S = ${S}): the run is faster, but not four times. The same batch is split into fewer micro-batches per pipeline, so the bubble reaches ${bubble%} and E = ${E%}. In Amdahl&apos;s terms the run sits at s_eff = ${s_eff}.</source>
        <translation>Viermal so viele datenparallele Replikate für das tiefe Modell (${N} GPUs, S = ${S}): der Lauf ist schneller, aber nicht viermal. Derselbe Batch wird in weniger Mikrobatches je Pipeline geteilt, also erreicht die Blase ${bubble%} und E = ${E%}. Nach Amdahl liegt der Lauf bei s_eff = ${s_eff}.</translation>
    </message>
    <message>
        <source>Interleaving buys some back</source>
        <translation>Verschränkung holt etwas zurück</translation>
    </message>
    <message>
        <source>Four model chunks per GPU (interleaved 1F1B) cut the bubble&apos;s time by four, for four times the pipeline&apos;s sends: of the shorter step it is now ${bubble%}, E = ${E%}. Deeper networks need such tricks to stay efficient, and each has its price.</source>
        <translation>Vier Modellteile je GPU (verschränktes 1F1B) kürzen die Zeit der Blase auf ein Viertel, für viermal so viele Sendungen der Pipeline: vom kürzeren Schritt macht sie nun ${bubble%} aus, E = ${E%}. Tiefere Netze brauchen solche Kniffe, um effizient zu bleiben, und jeder hat seinen Preis.</translation>
    </message>
    <message>
        <source>where</source>
        <translation>wobei</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>Blase</translation>
    </message>
</context>
<context>
    <name>InteractivePage</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Voriger Schritt</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Set this step&apos;s values again: its configuration, camera and E axis</source>
        <translation>Die Werte dieses Schritts wieder einstellen: seine Konfiguration, Kamera und E-Achse</translation>
    </message>
    <message>
        <source>Back to this step&apos;s values</source>
        <translation>Zurück zu den Werten des Schritts</translation>
    </message>
    <message>
        <source>Page Down or → for the next step, Page Up or ← for the step before; R reveals an answer. Move the sliders at any step: the numbers in the text follow them.</source>
        <translation>Bild ab oder → für den nächsten Schritt, Bild auf oder ← für den vorigen; R deckt eine Antwort auf. Die Schieberegler lassen sich bei jedem Schritt bewegen: die Zahlen im Text folgen ihnen.</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>serieller Anteil s</translation>
    </message>
    <message>
        <source>serial fraction s (log scale)</source>
        <translation>serieller Anteil s (logarithmische Skala)</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>Prozessoren N</translation>
    </message>
    <message>
        <source>processors N (log scale)</source>
        <translation>Prozessoren N (logarithmische Skala)</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>growth exponent γ</source>
        <translation>Wachstumsexponent γ</translation>
    </message>
    <message>
        <source>Arrow keys move a slider by a tenth of a decade, with Shift by a hundredth; Page Up and Page Down by a decade.</source>
        <translation>Pfeiltasten bewegen einen Schieberegler um ein Zehntel einer Dekade, mit Umschalt um ein Hundertstel; Bild auf und Bild ab um eine Dekade.</translation>
    </message>
    <message>
        <source>Download the scenario as set here, to open in effsurf</source>
        <translation>Das Szenario wie hier eingestellt herunterladen, um es in effsurf zu öffnen</translation>
    </message>
    <message>
        <source>Save as session</source>
        <translation>Als Sitzung speichern</translation>
    </message>
    <message>
        <source>Download this page with your changes: it opens here and in effsurf as you left it</source>
        <translation>Diese Seite mit Ihren Änderungen herunterladen: Sie öffnet sich hier und in effsurf so, wie Sie sie verlassen haben</translation>
    </message>
    <message>
        <source>Save as page</source>
        <translation>Als Seite speichern</translation>
    </message>
    <message>
        <source>The address holds your changes too: copy it to share them.</source>
        <translation>Die Adresse enthält Ihre Änderungen ebenfalls: Kopieren Sie sie, um sie zu teilen.</translation>
    </message>
    <message>
        <source>Parameters of the law</source>
        <translation>Parameter des Gesetzes</translation>
    </message>
    <message>
        <source>Readout</source>
        <translation>Anzeige</translation>
    </message>
    <message>
        <source>view</source>
        <translation>Ansicht</translation>
    </message>
    <message>
        <source>logarithmic E</source>
        <translation>logarithmische E-Achse</translation>
    </message>
    <message>
        <source>On the surface: arrow keys turn it, + and − zoom, 0 returns to the view chosen; on a touch screen, turn it with two fingers.</source>
        <translation>Auf der Fläche: Pfeiltasten drehen sie, + und − zoomen, 0 kehrt zur gewählten Ansicht zurück; auf einem Touchscreen mit zwei Fingern drehen.</translation>
    </message>
    <message>
        <source>The charts&apos; numbers as a table</source>
        <translation>Die Zahlen der Diagramme als Tabelle</translation>
    </message>
    <message>
        <source>speedup S</source>
        <translation>Speedup S</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>Effizienz E</translation>
    </message>
    <message>
        <source>Made with effsurf</source>
        <translation>Erstellt mit effsurf</translation>
    </message>
    <message>
        <source>every number on this page is computed by effsurf&apos;s core, compiled to WebAssembly, the same code as the desktop program. Open this file in effsurf to continue as a session.</source>
        <translation>Jede Zahl auf dieser Seite berechnet der Kern von effsurf, nach WebAssembly übersetzt: derselbe Code wie im Desktop-Programm. Öffnen Sie diese Datei in effsurf, um als Sitzung weiterzuarbeiten.</translation>
    </message>
    <message>
        <source>this configuration</source>
        <translation>diese Konfiguration</translation>
    </message>
    <message>
        <source>Download this chart as PNG</source>
        <translation>Dieses Diagramm als PNG herunterladen</translation>
    </message>
    <message>
        <source>ideal S = N</source>
        <translation>ideal S = N</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>Speedup</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <source>Performance (in FP64 processors)</source>
        <translation>Leistung (in FP64-Prozessoren)</translation>
    </message>
    <message>
        <source>performance</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>snapshots</source>
        <translation>Schnappschüsse</translation>
    </message>
    <message>
        <source>The (N, s) plane</source>
        <translation>Die (N, s)-Ebene</translation>
    </message>
    <message>
        <source>performance at %1 (FP64 processors)</source>
        <translation>Leistung bei %1 (FP64-Prozessoren)</translation>
    </message>
    <message>
        <source>%1: the speedup, efficiency, performance and (N, s) charts at each decade of N</source>
        <translation>%1: die Diagramme von Speedup, Effizienz, Leistung und (N, s)-Ebene bei jeder Dekade von N</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Question: %1 — reveal the answer with R or Next.</source>
        <translation>Frage: %1 — die Antwort mit R oder Weiter aufdecken.</translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>Frage: %1</translation>
    </message>
    <message>
        <source>Reveal ▶</source>
        <translation>Aufdecken ▶</translation>
    </message>
    <message>
        <source>efficiency E (log)</source>
        <translation>Effizienz E (log)</translation>
    </message>
    <message>
        <source>The 3D surface needs WebGL, which this browser does not offer here (it may be switched off, or blocked for this graphics driver). The charts show the same scenario, computed the same way.</source>
        <translation>Die 3D-Fläche braucht WebGL, das dieser Browser hier nicht anbietet (es ist vielleicht abgeschaltet oder für diesen Grafiktreiber gesperrt). Die Diagramme zeigen dasselbe Szenario, auf dieselbe Weise berechnet.</translation>
    </message>
    <message>
        <source>Efficiency surface</source>
        <translation>Effizienzfläche</translation>
    </message>
    <message>
        <source>The law: %1</source>
        <translation>Das Gesetz: %1</translation>
    </message>
    <message>
        <source>Step %1: </source>
        <translation>Schritt %1: </translation>
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
        <translation>Zeitleisten-Modell</translation>
    </message>
    <message>
        <source>Data-parallel training</source>
        <translation>Datenparalleles Training</translation>
    </message>
    <message>
        <source>Large-model training</source>
        <translation>Training großer Modelle</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Vorne</translation>
    </message>
    <message>
        <source>Top (heat map)</source>
        <translation>Oben (Heatmap)</translation>
    </message>
    <message>
        <source>Isometric</source>
        <translation>Isometrisch</translation>
    </message>
    <message>
        <source>Surface and charts</source>
        <translation>Fläche und Diagramme</translation>
    </message>
    <message>
        <source>Efficiency surface E(N, s)</source>
        <translation>Effizienzfläche E(N, s)</translation>
    </message>
    <message>
        <source>Efficiency by precision</source>
        <translation>Effizienz nach Genauigkeit</translation>
    </message>
    <message>
        <source>Payload performance</source>
        <translation>Nutzleistung</translation>
    </message>
    <message>
        <source>(N, s) plane</source>
        <translation>(N, s)-Ebene</translation>
    </message>
    <message>
        <source>The scenario embedded in this page cannot be read (%1). The file may have been edited or cut short; export it again from effsurf.</source>
        <translation>Das in diese Seite eingebettete Szenario kann nicht gelesen werden (%1). Die Datei wurde vielleicht bearbeitet oder abgeschnitten; exportieren Sie sie erneut aus effsurf.</translation>
    </message>
    <message>
        <source>This page is missing a part (effsurf&apos;s core, plotly.js or its own drawing code); export it again from effsurf.</source>
        <translation>Dieser Seite fehlt ein Teil (der Kern von effsurf, plotly.js oder ihr eigener Zeichencode); exportieren Sie sie erneut aus effsurf.</translation>
    </message>
    <message>
        <source>This page&apos;s data does not hold what effsurf writes (%1). It may have been edited by hand; export it again from effsurf.</source>
        <translation>Die Daten dieser Seite enthalten nicht, was effsurf schreibt (%1). Sie wurden vielleicht von Hand bearbeitet; exportieren Sie die Seite erneut aus effsurf.</translation>
    </message>
    <message>
        <source>effsurf&apos;s core (WebAssembly) could not start in this browser: %1. A browser from the last five years runs it; so does effsurf itself (open this file there).</source>
        <translation>Der Kern von effsurf (WebAssembly) konnte in diesem Browser nicht starten: %1. Jeder Browser der letzten fünf Jahre führt ihn aus, ebenso effsurf selbst (öffnen Sie die Datei dort).</translation>
    </message>
    <message>
        <source>step &quot;%1&quot; is not one of this lecture&apos;s steps, 1 to %2</source>
        <translation>Schritt „%1“ gehört nicht zu den Schritten dieser Vorlesung, 1 bis %2</translation>
    </message>
    <message>
        <source>This link&apos;s %1</source>
        <translation>Dieser Link: %1</translation>
    </message>
    <message>
        <source>This scenario cannot be saved as a session.</source>
        <translation>Dieses Szenario kann nicht als Sitzung gespeichert werden.</translation>
    </message>
    <message>
        <source>This page cannot be saved again; use &quot;Save as session&quot;.</source>
        <translation>Diese Seite kann nicht erneut gespeichert werden; verwenden Sie „Als Sitzung speichern“.</translation>
    </message>
    <message>
        <source>Seen from above: processors N to the right, the serial fraction s upwards.</source>
        <translation>Von oben gesehen: Prozessoren N nach rechts, der serielle Anteil s nach oben.</translation>
    </message>
    <message>
        <source>The scenario embedded in this page is not valid: %1</source>
        <translation>Das in diese Seite eingebettete Szenario ist ungültig: %1</translation>
    </message>
    <message>
        <source>This page computes and draws with JavaScript, which this browser has switched off for it. Allow JavaScript for this file, or open it in effsurf to continue as a session.</source>
        <translation>Diese Seite rechnet und zeichnet mit JavaScript, das dieser Browser für sie ausgeschaltet hat. Erlauben Sie JavaScript für diese Datei, oder öffnen Sie sie in effsurf, um als Sitzung weiterzuarbeiten.</translation>
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
        <translation>Diese Seite ist unvollständig: Ihre %1 enden vor dem Teil, der sie zeichnet. Sie wurde wahrscheinlich beim Herunterladen, Kopieren oder Anhängen abgeschnitten; fordern Sie sie erneut an oder exportieren Sie sie erneut aus effsurf.</translation>
    </message>
    <message>
        <source>%1 (The browser says: %2)</source>
        <translation>%1 (Der Browser meldet: %2)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Change s</source>
        <translation>s ändern</translation>
    </message>
    <message>
        <source>Change N</source>
        <translation>N ändern</translation>
    </message>
    <message>
        <source>Change law</source>
        <translation>Gesetz ändern</translation>
    </message>
    <message>
        <source>Change precision</source>
        <translation>Genauigkeit ändern</translation>
    </message>
    <message>
        <source>Place systems</source>
        <translation>Systeme platzieren</translation>
    </message>
    <message>
        <source>Show list edition</source>
        <translation>Listenausgabe anzeigen</translation>
    </message>
    <message>
        <source>Change measurements</source>
        <translation>Messungen ändern</translation>
    </message>
    <message>
        <source>Change snapshots</source>
        <translation>Schnappschüsse ändern</translation>
    </message>
    <message>
        <source>Edit tours</source>
        <translation>Rundgänge bearbeiten</translation>
    </message>
    <message>
        <source>Change model parameters</source>
        <translation>Modellparameter ändern</translation>
    </message>
    <message>
        <source>(automatic)</source>
        <translation>(automatisch)</translation>
    </message>
    <message>
        <source>Which column is N?</source>
        <translation>Welche Spalte ist N?</translation>
    </message>
    <message>
        <source>Which column holds the measurement?</source>
        <translation>Welche Spalte enthält die Messung?</translation>
    </message>
    <message>
        <source>What does the chosen column hold?</source>
        <translation>Was enthält die gewählte Spalte?</translation>
    </message>
    <message>
        <source>Which column is Rpeak?</source>
        <translation>Welche Spalte ist Rpeak?</translation>
    </message>
    <message>
        <source>being measured by effsurf-probe</source>
        <translation>wird von effsurf-probe gemessen</translation>
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
        <translation>Effizienz E (log)</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>Effizienz E</translation>
    </message>
    <message>
        <source>Replace file?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <source>&quot;%1&quot; already exists. Replace it?</source>
        <translation>„%1“ existiert bereits. Ersetzen?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
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
        <translation>effsurf wurde nicht normal beendet. Die %1 automatisch gespeicherte Arbeit wiederherstellen?</translation>
    </message>
    <message numerus="yes">
        <source>(%n older autosave(s) will be offered at the next starts.)</source>
        <translation>
            <numerusform>(%n ältere automatische Sicherung wird bei den nächsten Starts angeboten.)</numerusform>
            <numerusform>(%n ältere automatische Sicherungen werden bei den nächsten Starts angeboten.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <translation>Nicht gespeicherte Arbeit wiederherstellen?</translation>
    </message>
</context>
<context>
    <name>TrainingFieldPlace</name>
    <message>
        <source>layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>Attention-Köpfe</translation>
    </message>
    <message>
        <source>kv heads</source>
        <translation>Key/Value-Köpfe</translation>
    </message>
    <message>
        <source>head dim</source>
        <translation>Kopfbreite</translation>
    </message>
    <message>
        <source>ffn hidden</source>
        <translation>FFN-Breite</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <source>experts per token</source>
        <translation>Experten pro Token</translation>
    </message>
    <message>
        <source>shared experts</source>
        <translation>geteilte Experten</translation>
    </message>
    <message>
        <source>expert ffn hidden</source>
        <translation>Expertenbreite</translation>
    </message>
    <message>
        <source>dense layers</source>
        <translation>dichte Schichten</translation>
    </message>
    <message>
        <source>capacity factor</source>
        <translation>Kapazitätsfaktor</translation>
    </message>
    <message>
        <source>latent kv rank</source>
        <translation>latenter Key/Value-Rang</translation>
    </message>
    <message>
        <source>latent query rank</source>
        <translation>latenter Query-Rang</translation>
    </message>
    <message>
        <source>rope head dim</source>
        <translation>RoPE-Breite</translation>
    </message>
    <message>
        <source>max nodes per token</source>
        <translation>max. Knoten pro Token</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO-Stufe</translation>
    </message>
    <message>
        <source>shard group</source>
        <translation>Shard-Gruppe</translation>
    </message>
    <message>
        <source>pipeline schedule</source>
        <translation>Pipeline-Zeitplan</translation>
    </message>
    <message>
        <source>utilization band</source>
        <translation>Auslastungsband</translation>
    </message>
    <message>
        <source>memory margin</source>
        <translation>Speicherreserve</translation>
    </message>
    <message>
        <source>context parallel</source>
        <translation>Kontextparallelität</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>Sequenzlänge</translation>
    </message>
    <message>
        <source>expert parallel</source>
        <translation>Expertenparallelität</translation>
    </message>
    <message>
        <source>network bandwidth</source>
        <translation>Netzwerkbandbreite</translation>
    </message>
    <message>
        <source>network latency</source>
        <translation>Netzwerklatenz</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>verborgene Dimension</translation>
    </message>
    <message>
        <source>global batch</source>
        <translation>globaler Batch</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>Tensorparallelität</translation>
    </message>
    <message>
        <source>pipeline parallel</source>
        <translation>Pipelineparallelität</translation>
    </message>
    <message>
        <source>data parallel</source>
        <translation>Datenparallelität</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>Mikro-Batch</translation>
    </message>
    <message>
        <source>interleave</source>
        <translation>Verschachtelung</translation>
    </message>
    <message>
        <source>vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>FLOP per sample</source>
        <translation>FLOP pro Sample</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>Überlappung</translation>
    </message>
    <message>
        <source>serial seconds</source>
        <translation>serielle Sekunden</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Token</translation>
    </message>
</context>
<context>
    <name>TrainingFields</name>
    <message>
        <source>expected a number &gt;= 0, got &apos;%1&apos;</source>
        <translation>erwartet wird eine Zahl &gt;= 0, nicht „%1“</translation>
    </message>
    <message>
        <source>expected a number &gt; 0, got &apos;%1&apos;</source>
        <translation>erwartet wird eine Zahl &gt; 0, nicht „%1“</translation>
    </message>
</context>
<context>
    <name>TrainingRunText</name>
    <message>
        <source>P = %1 parameters, %2 active a token</source>
        <translation>P = %1 Parameter, %2 aktiv pro Token</translation>
    </message>
    <message>
        <source>P = %1 parameters</source>
        <translation>P = %1 Parameter</translation>
    </message>
    <message>
        <source>%1; %2 model FLOP a step, %3 with recomputation</source>
        <translation>%1; %2 Modell-FLOP pro Schritt, %3 mit Neuberechnung</translation>
    </message>
    <message>
        <source>%1; %2 FLOP a step</source>
        <translation>%1; %2 FLOP pro Schritt</translation>
    </message>
    <message>
        <source>%1 at %2: %3 TFLOP/s peak, %4 at %5; %6 to the %7 GPUs of an NVLink domain, %8 per GPU over the network</source>
        <translation>%1 bei %2: %3 TFLOP/s Spitze, %4 bei %5; %6 zu den %7 GPUs einer NVLink-Domäne, %8 pro GPU über das Netzwerk</translation>
    </message>
    <message>
        <source>every layer on one stage</source>
        <translation>jede Schicht auf einer Stufe</translation>
    </message>
    <message>
        <source>no layers (a model given by its size)</source>
        <translation>keine Schichten (ein über seine Größe gegebenes Modell)</translation>
    </message>
    <message>
        <source>%1 layers a stage</source>
        <translation>%1 Schichten pro Stufe</translation>
    </message>
    <message>
        <source>layers a stage: first %1, middle up to %2, last %3 (it also computes the logits)</source>
        <translation>Schichten pro Stufe: erste %1, mittlere bis zu %2, letzte %3 (sie berechnet auch die Logits)</translation>
    </message>
    <message>
        <source>N = t cp p d = %1 GPUs on %2 nodes; m = B/(d b) = %3 micro-batches; %4; %5</source>
        <translation>N = t cp p d = %1 GPUs auf %2 Knoten; m = B/(d b) = %3 Mikro-Batches; %4; %5</translation>
    </message>
    <message>
        <source>data parallel</source>
        <translation>datenparallel</translation>
    </message>
    <message>
        <source>%1 (%2%3)</source>
        <translation>%1 (%2%3)</translation>
    </message>
    <message>
        <source>, fits</source>
        <translation>, passt</translation>
    </message>
    <message>
        <source>%1 less %2 kept free</source>
        <translation>%1 abzüglich %2 Reserve</translation>
    </message>
    <message>
        <source>Does not fit: %1 per GPU on stage %2, the %3 has %4.</source>
        <translation>Passt nicht: %1 pro GPU auf Stufe %2, %3 hat %4.</translation>
    </message>
    <message>
        <source> What frees most: %1.</source>
        <translation> Am meisten Speicher spart: %1.</translation>
    </message>
</context>
<context>
    <name>TrainingTerms</name>
    <message>
        <source>compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>memory-bound kernels</source>
        <translation>Speicher-Kernel</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>Pipeline-Blase</translation>
    </message>
    <message>
        <source>stage imbalance</source>
        <translation>ungleiche Stufen</translation>
    </message>
    <message>
        <source>tensor-parallel all-reduce</source>
        <translation>Tensor-All-Reduce</translation>
    </message>
    <message>
        <source>context-parallel K/V exchange</source>
        <translation>Kontext-K/V-Austausch</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>Experten-All-to-All</translation>
    </message>
    <message>
        <source>pipeline point-to-point</source>
        <translation>Pipeline-Sendungen</translation>
    </message>
    <message>
        <source>data-parallel all-reduce</source>
        <translation>Daten-All-Reduce</translation>
    </message>
    <message>
        <source>ZeRO-3 parameter gathers</source>
        <translation>ZeRO-3-Sammeln</translation>
    </message>
    <message>
        <source>host-device copies</source>
        <translation>Host-Device-Kopien</translation>
    </message>
    <message>
        <source>optimizer and serial</source>
        <translation>Optimierer, seriell</translation>
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
        <translation>Binärdaten (Byte %1 an Zeichenposition %2): erwartet wird eine UTF-8-Textdatei</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte %1 at character %2): save the file as UTF-8</source>
        <translation>kein UTF-8-Text (Byte %1 an Zeichenposition %2): speichern Sie die Datei als UTF-8</translation>
    </message>
    <message>
        <source>is a directory, not a file</source>
        <translation>ist ein Verzeichnis, keine Datei</translation>
    </message>
    <message>
        <source>cannot open file: %1</source>
        <translation>Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>a record longer than %1 MiB starts here: an unterminated quote, or not a CSV table</source>
        <translation>hier beginnt ein Datensatz, der länger als %1 MiB ist: ein nicht geschlossenes Anführungszeichen oder keine CSV-Tabelle</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>Lesefehler</translation>
    </message>
    <message>
        <source>unterminated quote: the field opened here never closes</source>
        <translation>nicht geschlossenes Anführungszeichen: das hier geöffnete Feld wird nie geschlossen</translation>
    </message>
    <message>
        <source>unexpected text after the closing quote: &apos;%1&apos;; expected the delimiter or the end of the line</source>
        <translation>unerwarteter Text nach dem schließenden Anführungszeichen: „%1“; erwartet wird das Trennzeichen oder das Zeilenende</translation>
    </message>
    <message>
        <source>column %1 (%2): %3</source>
        <translation>Spalte %1 (%2): %3</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>empty; expected a number</source>
        <translation>leer; erwartet wird eine Zahl</translation>
    </message>
    <message>
        <source>expected a number, got &apos;%1&apos;</source>
        <translation>erwartet wird eine Zahl, nicht „%1“</translation>
    </message>
    <message>
        <source>expected a finite number, got &apos;%1&apos;</source>
        <translation>erwartet wird eine endliche Zahl, nicht „%1“</translation>
    </message>
    <message>
        <source>N must be at least 1, got %1</source>
        <translation>N muss mindestens 1 sein, nicht %1</translation>
    </message>
    <message>
        <source>N = %1 is beyond the processor counts effsurf models (1 .. 1e12)</source>
        <translation>N = %1 liegt außerhalb der Prozessorzahlen, die effsurf modelliert (1 .. 1e12)</translation>
    </message>
    <message>
        <source>%1 must be greater than 0, got %2</source>
        <translation>%1 muss größer als 0 sein, nicht %2</translation>
    </message>
    <message>
        <source>no column &apos;%1&apos; (the header has %2)</source>
        <translation>keine Spalte „%1“ (die Kopfzeile enthält %2)</translation>
    </message>
    <message>
        <source>no column for N (name it n, cores, processes, ranks, threads, nodes, gpus, ...; the header has %1)</source>
        <translation>keine Spalte für N (nennen Sie sie n, cores, processes, ranks, threads, nodes, gpus, ...; die Kopfzeile enthält %1)</translation>
    </message>
    <message>
        <source>an Rpeak column needs its Rmax column</source>
        <translation>eine Rpeak-Spalte braucht ihre Rmax-Spalte</translation>
    </message>
    <message>
        <source>no column for the measured quantity: time, speedup, efficiency, or rmax and rpeak (the header has %1)</source>
        <translation>keine Spalte für die Messgröße: time, speedup, efficiency oder rmax und rpeak (die Kopfzeile enthält %1)</translation>
    </message>
    <message>
        <source>file is empty: expected a header line</source>
        <translation>Datei ist leer: erwartet wird eine Kopfzeile</translation>
    </message>
    <message>
        <source>expected %1 fields as in the header (line %2), found %3</source>
        <translation>erwartet werden %1 Felder wie in der Kopfzeile (Zeile %2), gefunden: %3</translation>
    </message>
    <message>
        <source>the series name is empty</source>
        <translation>der Name der Messreihe ist leer</translation>
    </message>
    <message>
        <source>no data rows after the header</source>
        <translation>keine Datenzeilen nach der Kopfzeile</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Amdahl&apos;s law: a fixed problem split over N processors; the serial fraction s is never split, so the speedup can never pass 1/s.</source>
        <translation>Amdahlsches Gesetz: ein Problem fester Größe, aufgeteilt auf N Prozessoren; der serielle Anteil s wird nie aufgeteilt, daher kann der Speedup 1/s nie übersteigen.</translation>
    </message>
    <message>
        <source>Gustafson&apos;s law: the problem grows with the machine, its parallel part N-fold, so the speedup grows without a ceiling.</source>
        <translation>Gustafsonsches Gesetz: das Problem wächst mit der Maschine, sein paralleler Teil auf das N-Fache, daher wächst der Speedup ohne Obergrenze.</translation>
    </message>
    <message>
        <source>Sun and Ni&apos;s law: the parallel work grows as G = N^γ with the machine; γ = 0 is Amdahl&apos;s law, γ = 1 Gustafson&apos;s.</source>
        <translation>Gesetz von Sun und Ni: die parallele Arbeit wächst mit der Maschine wie G = N^γ; γ = 0 ergibt das Amdahlsche Gesetz, γ = 1 das Gustafsonsche.</translation>
    </message>
    <message>
        <source>The timeline model: each contribution to the run time (the payload, the operating system, communication, synchronization) grows its own way with N; their sum at N sets the speedup and an effective s.</source>
        <translation>Das Zeitleisten-Modell: jeder Beitrag zur Laufzeit (Nutzarbeit, Betriebssystem, Kommunikation, Synchronisation) wächst auf seine eigene Weise mit N; ihre Summe bei N bestimmt den Speedup und ein effektives s.</translation>
    </message>
    <message>
        <source>Data-parallel training: N workers each compute a share of the step, then add up their gradients over the network; the all-reduce does not shrink with N.</source>
        <translation>Datenparalleles Training: N Worker berechnen je einen Teil des Schritts und summieren dann ihre Gradienten über das Netzwerk; das All-Reduce schrumpft nicht mit N.</translation>
    </message>
    <message>
        <source>Large-model training: the model is split by tensor, pipeline and data parallelism; the pipeline&apos;s bubble and every exchange between GPUs add to the step, so E is the compute&apos;s share of it.</source>
        <translation>Training großer Modelle: das Modell wird durch Tensor-, Pipeline- und Datenparallelität aufgeteilt; die Blase der Pipeline und jeder Austausch zwischen GPUs verlängern den Schritt, daher ist E der Anteil der Rechenarbeit daran.</translation>
    </message>
    <message>
        <source>gain ceiling 1/s&apos; = %1</source>
        <translation>Gewinnobergrenze 1/s&apos; = %1</translation>
    </message>
    <message>
        <source>no gain ceiling: S grows without bound (%1)</source>
        <translation>keine Gewinnobergrenze: S wächst unbegrenzt (%1)</translation>
    </message>
    <message>
        <source>maximum S = %1 at N = %2</source>
        <translation>Maximum S = %1 bei N = %2</translation>
    </message>
    <message>
        <source>no maximum within N ≤ %1</source>
        <translation>kein Maximum bei N ≤ %1</translation>
    </message>
    <message>
        <source>law</source>
        <translation>Gesetz</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>serieller Anteil s</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>growth exponent gamma</source>
        <translation>Wachstumsexponent gamma</translation>
    </message>
    <message>
        <source>unknown &apos;%1&apos; (expected one of %2)</source>
        <translation>unbekannt: „%1“ (erwartet wird eines von %2)</translation>
    </message>
    <message>
        <source>; the decimal point is &apos;.&apos;: %1</source>
        <translation>; das Dezimaltrennzeichen ist „.“: %1</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected a number such as 1e-7, 0.05 or 5%, or alpha=0.9999999%2</source>
        <translation>„%1“ ist nicht lesbar; erwartet wird eine Zahl wie 1e-7, 0.05 oder 5% oder alpha=0.9999999%2</translation>
    </message>
    <message>
        <source>alpha must lie in [0, 1], got %1</source>
        <translation>alpha muss in [0, 1] liegen, nicht %1</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>muss mindestens %1 sein</translation>
    </message>
    <message>
        <source>must be greater than %1</source>
        <translation>muss größer als %1 sein</translation>
    </message>
    <message>
        <source>must lie in [%1, %2], got %3</source>
        <translation>muss in [%1, %2] liegen, nicht %3</translation>
    </message>
    <message>
        <source>must be a whole number, got %1</source>
        <translation>muss eine ganze Zahl sein, nicht %1</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected a count such as 2414592, 2,414,592 or 2.4e6%2</source>
        <translation>„%1“ ist nicht lesbar; erwartet wird eine Anzahl wie 2414592, 2,414,592 oder 2.4e6%2</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected a count such as 2414592 or 2.4e6</source>
        <translation>„%1“ ist nicht lesbar; erwartet wird eine Anzahl wie 2414592 oder 2.4e6</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected LO:HI such as 1:1e9</source>
        <translation>„%1“ ist nicht lesbar; erwartet wird LO:HI wie 1:1e9</translation>
    </message>
    <message>
        <source>low end %1 must be below high end %2</source>
        <translation>das untere Ende %1 muss unter dem oberen Ende %2 liegen</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected RxC such as 256x256</source>
        <translation>„%1“ ist nicht lesbar; erwartet wird RxC wie 256x256</translation>
    </message>
    <message>
        <source>must be a finite number, got %1</source>
        <translation>muss eine endliche Zahl sein, nicht %1</translation>
    </message>
    <message>
        <source>must be at least %1, got %2</source>
        <translation>muss mindestens %1 sein, nicht %2</translation>
    </message>
    <message>
        <source>must be greater than %1, got %2</source>
        <translation>muss größer als %1 sein, nicht %2</translation>
    </message>
    <message>
        <source>must not be negative, got %1</source>
        <translation>darf nicht negativ sein, ist aber %1</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not %1</source>
        <translation>muss eine ganze Zahl &gt;= 1 sein, nicht %1</translation>
    </message>
    <message>
        <source>a time series needs T(1) to give a speedup</source>
        <translation>eine Messreihe von Laufzeiten braucht T(1), um einen Speedup zu ergeben</translation>
    </message>
    <message>
        <source>expected hardware-tflops, model-tflops or gpu-hours, not &apos;%1&apos;</source>
        <translation>erwartet wird hardware-tflops, model-tflops oder gpu-hours, nicht „%1“</translation>
    </message>
    <message>
        <source>unknown convention &apos;%1&apos;; expected total, accelerator or cpu</source>
        <translation>unbekannte Konvention „%1“; erwartet wird total, accelerator oder cpu</translation>
    </message>
    <message>
        <source>unknown %1 &apos;%2&apos;; expected one of %3</source>
        <translation>%1 „%2“ ist unbekannt; erwartet wird eines von %3</translation>
    </message>
    <message>
        <source>%1 is not on the %2&apos;s datasheet</source>
        <translation>%1 steht nicht im Datenblatt von %2</translation>
    </message>
    <message>
        <source>published run</source>
        <translation>veröffentlichter Lauf</translation>
    </message>
    <message>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>unknown accelerator &apos;%1&apos;; expected v100, a100 or h100</source>
        <translation>Beschleuniger „%1“ ist unbekannt; erwartet wird v100, a100 oder h100</translation>
    </message>
    <message>
        <source>must be greater than 1 to derive a serial fraction (with N = 1 every s fits), got %1</source>
        <translation>muss größer als 1 sein, um einen seriellen Anteil abzuleiten (bei N = 1 passt jedes s), nicht %1</translation>
    </message>
    <message>
        <source>must not exceed N = %1 (superlinear), got %2</source>
        <translation>darf N = %1 nicht übersteigen (superlinear), ist aber %2</translation>
    </message>
    <message>
        <source>must not exceed 1 (superlinear), got %1</source>
        <translation>darf 1 nicht übersteigen (superlinear), ist aber %1</translation>
    </message>
    <message>
        <source>must not exceed Rpeak = %1, got %2</source>
        <translation>darf Rpeak = %1 nicht übersteigen, ist aber %2</translation>
    </message>
    <message>
        <source>must not exceed 1, got %1</source>
        <translation>darf 1 nicht übersteigen, ist aber %1</translation>
    </message>
    <message>
        <source>must be 1: a model without a transformer shape trains data parallel only</source>
        <translation>muss 1 sein: ein Modell ohne Transformer-Struktur wird nur datenparallel trainiert</translation>
    </message>
    <message>
        <source>t cp p d = %1 GPUs; at most %2</source>
        <translation>t cp p d = %1 GPUs; höchstens %2</translation>
    </message>
    <message>
        <source>%1 is not a multiple of data parallel x micro-batch = %2</source>
        <translation>%1 ist kein Vielfaches von Datenparallelität x Mikro-Batch = %2</translation>
    </message>
    <message>
        <source>must be 1 without pipeline parallelism (p = 1): there are no stages to interleave</source>
        <translation>muss ohne Pipelineparallelität (p = 1) 1 sein: es gibt keine Stufen zum Verschachteln</translation>
    </message>
    <message>
        <source>DualPipe feeds micro-batches from both ends of the pipeline: p must be even and at least 2, not %1</source>
        <translation>DualPipe speist Mikro-Batches an beiden Enden der Pipeline ein: p muss gerade und mindestens 2 sein, nicht %1</translation>
    </message>
    <message>
        <source>must be 1 under DualPipe: its two directions are its chunks</source>
        <translation>muss bei DualPipe 1 sein: seine beiden Richtungen sind seine Modellteile</translation>
    </message>
    <message>
        <source>DualPipe needs an even number of micro-batches, at least 2 p = %1, and m = B/(d b) = %2</source>
        <translation>DualPipe braucht eine gerade Zahl von Mikro-Batches, mindestens 2 p = %1, und m = B/(d b) = %2</translation>
    </message>
    <message>
        <source>must lie in [0.001, 1] (a share of the peak), not %1</source>
        <translation>muss in [0.001, 1] liegen (ein Anteil der Spitzenleistung), nicht %1</translation>
    </message>
    <message>
        <source>must be 1f1b or dualpipe, not &quot;%1&quot;</source>
        <translation>muss 1f1b oder dualpipe sein, nicht „%1“</translation>
    </message>
    <message>
        <source>minimum %1 must be below maximum %2</source>
        <translation>das Minimum %1 muss unter dem Maximum %2 liegen</translation>
    </message>
    <message>
        <source>the timeline model needs at least one</source>
        <translation>das Zeitleisten-Modell braucht mindestens einen</translation>
    </message>
    <message>
        <source>shares at N = 1 add up to %1, more than the whole single-processor time (1)</source>
        <translation>die Anteile bei N = 1 ergeben zusammen %1, mehr als die gesamte Einprozessorzeit (1)</translation>
    </message>
    <message>
        <source>must be a whole number of workers, got %1</source>
        <translation>muss eine ganze Zahl von Workern sein, nicht %1</translation>
    </message>
    <message>
        <source>is too large, got %1</source>
        <translation>ist zu groß: %1</translation>
    </message>
    <message>
        <source>must be at least 2 to derive a serial fraction, got %1</source>
        <translation>muss mindestens 2 sein, um einen seriellen Anteil abzuleiten, nicht %1</translation>
    </message>
    <message>
        <source>unknown all-reduce &apos;%1&apos;; expected ring or tree</source>
        <translation>unbekanntes All-Reduce „%1“; erwartet wird ring oder tree</translation>
    </message>
    <message>
        <source>unknown scaling &apos;%1&apos;; expected strong or weak</source>
        <translation>unbekannte Skalierung „%1“; erwartet wird strong oder weak</translation>
    </message>
    <message>
        <source>%1 is not divisible by %2 = %3</source>
        <translation>%1 ist nicht durch %2 = %3 teilbar</translation>
    </message>
    <message>
        <source>%1 does not divide the %2 query heads (each key/value head serves an equal group of them)</source>
        <translation>%1 teilt die %2 Query-Köpfe nicht (jeder Key/Value-Kopf bedient eine gleich große Gruppe davon)</translation>
    </message>
    <message>
        <source>%1 is larger than the hidden size h = %2 (latent attention compresses to a rank below it)</source>
        <translation>%1 ist größer als die verborgene Dimension h = %2 (latente Attention komprimiert auf einen Rang darunter)</translation>
    </message>
    <message>
        <source>needs a latent key/value rank too (multi-head latent attention compresses keys and values)</source>
        <translation>braucht auch einen latenten Key/Value-Rang (Multi-Head Latent Attention komprimiert Keys und Values)</translation>
    </message>
    <message>
        <source>%1 is more than the %2 experts</source>
        <translation>%1 ist mehr als die %2 Experten</translation>
    </message>
    <message>
        <source>must lie in [%1, %2], not %3</source>
        <translation>muss in [%1, %2] liegen, nicht %3</translation>
    </message>
    <message>
        <source>must be 0, 1, 2 or 3, not %1</source>
        <translation>muss 0, 1, 2 oder 3 sein, nicht %1</translation>
    </message>
    <message>
        <source>%1 layers cannot fill pipeline parallel x interleave = %2 stages (at least one layer each)</source>
        <translation>%1 Schichten können Pipelineparallelität x Verschachtelung = %2 Stufen nicht füllen (mindestens eine Schicht je Stufe)</translation>
    </message>
    <message>
        <source>must be 1: the model has no experts</source>
        <translation>muss 1 sein: das Modell hat keine Experten</translation>
    </message>
    <message>
        <source>shards nothing without ZeRO: choose stage 1, 2 or 3, or no shard group</source>
        <translation>verteilt ohne ZeRO nichts: wählen Sie Stufe 1, 2 oder 3 oder keine Shard-Gruppe</translation>
    </message>
    <message>
        <source>%1 does not divide the d x cp = %2 data-parallel ranks</source>
        <translation>%1 teilt die d x cp = %2 datenparallelen Ränge nicht</translation>
    </message>
    <message>
        <source>must be none, selective or full, not &quot;%1&quot;</source>
        <translation>muss none, selective oder full sein, nicht „%1“</translation>
    </message>
    <message>
        <source>JSON error at %1</source>
        <translation>JSON-Fehler in %1</translation>
    </message>
    <message>
        <source>has no title</source>
        <translation>hat keinen Titel</translation>
    </message>
    <message>
        <source>list edition must be YYYY-MM, got &apos;%1&apos;</source>
        <translation>die Listenausgabe muss YYYY-MM sein, nicht „%1“</translation>
    </message>
    <message>
        <source>rank must be 1..500, got %1</source>
        <translation>der Rang muss 1..500 sein, nicht %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no data or no fit</source>
        <translation>„%1“ hat keine Daten oder keine Anpassung</translation>
    </message>
    <message>
        <source>a series needs an id</source>
        <translation>eine Messreihe braucht eine ID</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used by two series</source>
        <translation>„%1“ wird von zwei Messreihen verwendet</translation>
    </message>
    <message>
        <source>&apos;%1&apos; holds no state</source>
        <translation>„%1“ enthält keinen Zustand</translation>
    </message>
    <message>
        <source>labels are A, B, C or D, got &apos;%1&apos;</source>
        <translation>Bezeichnungen sind A, B, C oder D, nicht „%1“</translation>
    </message>
    <message>
        <source>must be YYYY-MM or empty, got &apos;%1&apos;</source>
        <translation>muss YYYY-MM oder leer sein, nicht „%1“</translation>
    </message>
    <message>
        <source>holds no tour</source>
        <translation>enthält keinen Rundgang</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used by two tours</source>
        <translation>„%1“ wird von zwei Rundgängen verwendet</translation>
    </message>
    <message>
        <source>unknown axis range &apos;%1&apos;; expected automatic, full or data</source>
        <translation>unbekannter Achsenbereich „%1“; erwartet wird automatic, full oder data</translation>
    </message>
    <message>
        <source>no state</source>
        <translation>kein Zustand</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>erwartet wird ein Objekt</translation>
    </message>
    <message>
        <source>%1 (no &quot;format&quot;: &quot;%2&quot;)</source>
        <translation>%1 (kein &quot;format&quot;: &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>erwartet wird ein JSON-Objekt</translation>
    </message>
    <message>
        <source>not a session file</source>
        <translation>keine Sitzungsdatei</translation>
    </message>
    <message>
        <source>not an effsurf session</source>
        <translation>keine effsurf-Sitzung</translation>
    </message>
    <message>
        <source>the scenario inside this page is broken</source>
        <translation>das in diese Seite eingebettete Szenario ist beschädigt</translation>
    </message>
    <message>
        <source>not a tour file</source>
        <translation>keine Rundgangsdatei</translation>
    </message>
    <message>
        <source>not an effsurf tour</source>
        <translation>kein effsurf-Rundgang</translation>
    </message>
    <message>
        <source>unsupported schema %1</source>
        <translation>nicht unterstütztes schema %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keins)</translation>
    </message>
    <message>
        <source>unknown &apos;%1&apos; (expected s, n, precision or edition)</source>
        <translation>unbekannt: „%1“ (erwartet wird s, n, precision oder edition)</translation>
    </message>
    <message>
        <source>must be %1 .. %2, got %3</source>
        <translation>muss %1 .. %2 sein, nicht %3</translation>
    </message>
    <message>
        <source>an edition sweep needs at least one list edition</source>
        <translation>ein Durchlauf über Listenausgaben braucht mindestens eine Listenausgabe</translation>
    </message>
    <message>
        <source>a tour needs an id</source>
        <translation>ein Rundgang braucht eine ID</translation>
    </message>
    <message>
        <source>a tour needs a title</source>
        <translation>ein Rundgang braucht einen Titel</translation>
    </message>
    <message>
        <source>a step needs a title</source>
        <translation>ein Schritt braucht einen Titel</translation>
    </message>
    <message>
        <source>a step needs a state</source>
        <translation>ein Schritt braucht einen Zustand</translation>
    </message>
    <message>
        <source>a step sets a configuration and systems, not series, snapshots or tours</source>
        <translation>ein Schritt legt eine Konfiguration und Systeme fest, keine Messreihen, Schnappschüsse oder Rundgänge</translation>
    </message>
    <message>
        <source>must be transformer-engine or deepseek-v3, not &quot;%1&quot;</source>
        <translation>muss transformer-engine oder deepseek-v3 sein, nicht „%1“</translation>
    </message>
    <message>
        <source>both ends must lie in (0, 1] (shares of the datasheet peak, at least 0.001), got %1 to %2</source>
        <translation>beide Enden müssen in (0, 1] liegen (Anteile der Datenblatt-Spitzenleistung, mindestens 0.001), nicht %1 bis %2</translation>
    </message>
    <message>
        <source>its low end %1 is above its high end %2</source>
        <translation>sein unteres Ende %1 liegt über seinem oberen Ende %2</translation>
    </message>
    <message>
        <source>must lie in [0, %1) GiB (the device&apos;s memory), got %2</source>
        <translation>muss in [0, %1) GiB liegen (der Speicher des Geräts), nicht %2</translation>
    </message>
    <message>
        <source>must be a line rate above 0, got %1 Gb/s</source>
        <translation>muss eine Datenrate über 0 sein, nicht %1 Gb/s</translation>
    </message>
    <message>
        <source>must lie in [0, 1e6] microseconds, got %1</source>
        <translation>muss in [0, 1e6] Mikrosekunden liegen, nicht %1</translation>
    </message>
    <message>
        <source>%1 is not a multiple of t cp p = %2</source>
        <translation>%1 ist kein Vielfaches von t cp p = %2</translation>
    </message>
    <message>
        <source>a model by its totals needs its parameters too</source>
        <translation>ein über seine Gesamtwerte gegebenes Modell braucht auch seine Parameter</translation>
    </message>
    <message>
        <source>a model by its totals needs its FLOP per sample too</source>
        <translation>ein über seine Gesamtwerte gegebenes Modell braucht auch seine FLOP pro Sample</translation>
    </message>
    <message>
        <source>a model given by its totals has no transformer shape</source>
        <translation>ein über seine Gesamtwerte gegebenes Modell hat keine Transformer-Struktur</translation>
    </message>
    <message>
        <source>must lie in [1, 64] (tokens an expert may take over an even share), got %1</source>
        <translation>muss in [1, 64] liegen (Token, die ein Experte aufnehmen darf, im Verhältnis zu einem gleichmäßigen Anteil), nicht %1</translation>
    </message>
    <message>
        <source>%1 is not t x cp x p x d = %2</source>
        <translation>%1 ist nicht t x cp x p x d = %2</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>unexpected text after the JSON value</source>
        <translation>unerwarteter Text nach dem JSON-Wert</translation>
    </message>
    <message>
        <source>expected a JSON value</source>
        <translation>erwartet wird ein JSON-Wert</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>tiefer als %1 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>the text ends where a JSON value should be</source>
        <translation>der Text endet, wo ein JSON-Wert stehen sollte</translation>
    </message>
    <message>
        <source>expected a member name in double quotes</source>
        <translation>erwartet wird ein Schlüsselname in doppelten Anführungszeichen</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a member name</source>
        <translation>erwartet wird &apos;:&apos; nach einem Schlüsselnamen</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; in an object</source>
        <translation>erwartet wird &apos;,&apos; oder &apos;}&apos; in einem Objekt</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; in a list</source>
        <translation>erwartet wird &apos;,&apos; oder &apos;]&apos; in einer Liste</translation>
    </message>
    <message>
        <source>a \u escape needs four hexadecimal digits</source>
        <translation>eine \u-Escape-Sequenz braucht vier Hexadezimalziffern</translation>
    </message>
    <message>
        <source>text that is not UTF-8</source>
        <translation>Text, der kein UTF-8 ist</translation>
    </message>
    <message>
        <source>a string without its closing quote</source>
        <translation>eine Zeichenkette ohne schließendes Anführungszeichen</translation>
    </message>
    <message>
        <source>a control character inside a string (write it as an escape)</source>
        <translation>ein Steuerzeichen in einer Zeichenkette (schreiben Sie es als Escape-Sequenz)</translation>
    </message>
    <message>
        <source>a lone UTF-16 surrogate in a \u escape</source>
        <translation>ein einzelnes UTF-16-Surrogat in einer \u-Escape-Sequenz</translation>
    </message>
    <message>
        <source>an unknown escape in a string</source>
        <translation>eine unbekannte Escape-Sequenz in einer Zeichenkette</translation>
    </message>
    <message>
        <source>a number needs digits</source>
        <translation>eine Zahl braucht Ziffern</translation>
    </message>
    <message>
        <source>a number needs digits after its decimal point</source>
        <translation>eine Zahl braucht Ziffern nach dem Dezimaltrennzeichen</translation>
    </message>
    <message>
        <source>a number needs digits in its exponent</source>
        <translation>eine Zahl braucht Ziffern im Exponenten</translation>
    </message>
    <message>
        <source>a number beyond a double&apos;s range</source>
        <translation>eine Zahl außerhalb des double-Bereichs</translation>
    </message>
    <message>
        <source>a number that cannot be read</source>
        <translation>eine Zahl, die nicht gelesen werden kann</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>erwartet wird eine Zahl</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, got %3</source>
        <translation>erwartet wird eine ganze Zahl von %1 bis %2, nicht %3</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>erwartet wird Text</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>erwartet wird eine Liste</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>erwartet wird true oder false</translation>
    </message>
    <message>
        <source>cannot store a non-finite number</source>
        <translation>eine nicht endliche Zahl kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>%1 = %2 is outside the range effsurf computes with (1e-100 .. 1e100); check the unit</source>
        <translation>%1 = %2 liegt außerhalb des Bereichs, mit dem effsurf rechnet (1e-100 .. 1e100); prüfen Sie die Einheit</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>Attention-Köpfe</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>Tensorparallelität</translation>
    </message>
    <message>
        <source>2 x context parallel</source>
        <translation>2 x Kontextparallelität</translation>
    </message>
    <message>
        <source>expert parallel</source>
        <translation>Expertenparallelität</translation>
    </message>
    <message>
        <source>data parallel x context parallel, of which it is a part,</source>
        <translation>Datenparallelität x Kontextparallelität, von der sie ein Teil ist,</translation>
    </message>
    <message>
        <source>expected a number such as %1, got &apos;%2&apos;</source>
        <translation>erwartet wird eine Zahl wie %1, nicht „%2“</translation>
    </message>
    <message>
        <source>expected a number such as %1, got &apos;%2&apos;; the decimal point is &apos;.&apos;: %3</source>
        <translation>erwartet wird eine Zahl wie %1, nicht „%2“; das Dezimaltrennzeichen ist „.“: %3</translation>
    </message>
    <message>
        <source>N column</source>
        <translation>N-Spalte</translation>
    </message>
    <message>
        <source>value column</source>
        <translation>Wertespalte</translation>
    </message>
    <message>
        <source>Rpeak column</source>
        <translation>Rpeak-Spalte</translation>
    </message>
    <message>
        <source>expected a parameter name</source>
        <translation>erwartet wird ein Parametername</translation>
    </message>
    <message>
        <source>unknown keyword &apos;%1&apos;; expected PARAMETER, POINTS, REGION, METRIC or DATA</source>
        <translation>unbekanntes Schlüsselwort „%1“; erwartet wird PARAMETER, POINTS, REGION, METRIC oder DATA</translation>
    </message>
    <message>
        <source>file is empty: expected PARAMETER, POINTS and DATA lines</source>
        <translation>Datei ist leer: erwartet werden PARAMETER-, POINTS- und DATA-Zeilen</translation>
    </message>
    <message>
        <source>no PARAMETER line</source>
        <translation>keine PARAMETER-Zeile</translation>
    </message>
    <message>
        <source>no POINTS line</source>
        <translation>keine POINTS-Zeile</translation>
    </message>
    <message>
        <source>no DATA lines</source>
        <translation>keine DATA-Zeilen</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos; takes several values (%2, %3); effsurf needs a series in the process count &apos;%4&apos; alone</source>
        <translation>Parameter „%1“ nimmt mehrere Werte an (%2, %3); effsurf braucht eine Messreihe, in der sich nur die Prozessanzahl „%4“ ändert</translation>
    </message>
    <message>
        <source>process count</source>
        <translation>Prozessanzahl</translation>
    </message>
    <message>
        <source>POINTS before any PARAMETER line</source>
        <translation>POINTS vor der ersten PARAMETER-Zeile</translation>
    </message>
    <message>
        <source>a &apos;(&apos; without its &apos;)&apos;</source>
        <translation>eine &apos;(&apos; ohne zugehörige &apos;)&apos;</translation>
    </message>
    <message>
        <source>expected at least one point</source>
        <translation>erwartet wird mindestens ein Punkt</translation>
    </message>
    <message>
        <source>point (%1) has %2 coordinates for %3 parameters</source>
        <translation>Punkt (%1) hat %2 Koordinaten für %3 Parameter</translation>
    </message>
    <message>
        <source>wrong DATA count: %1 DATA lines for %2 POINTS</source>
        <translation>falsche DATA-Anzahl: %1 DATA-Zeilen für %2 POINTS</translation>
    </message>
    <message>
        <source>%1 in region &apos;%2&apos; for metric &apos;%3&apos;</source>
        <translation>%1 in Region „%2“ für Metrik „%3“</translation>
    </message>
    <message>
        <source>%1 in region &apos;%2&apos;</source>
        <translation>%1 in Region „%2“</translation>
    </message>
    <message>
        <source>%1 for metric &apos;%2&apos;</source>
        <translation>%1 für Metrik „%2“</translation>
    </message>
    <message>
        <source>DATA before any POINTS line</source>
        <translation>DATA vor der ersten POINTS-Zeile</translation>
    </message>
    <message>
        <source>empty DATA line: expected one or more values</source>
        <translation>leere DATA-Zeile: erwartet werden ein oder mehrere Werte</translation>
    </message>
    <message>
        <source>wrong DATA count: more DATA lines than the %1 POINTS</source>
        <translation>falsche DATA-Anzahl: mehr DATA-Zeilen als die %1 POINTS</translation>
    </message>
    <message>
        <source>no parameter &apos;%1&apos;; the file has %2</source>
        <translation>kein Parameter „%1“; die Datei enthält %2</translation>
    </message>
    <message>
        <source>several parameters (%1): say which one is the process count</source>
        <translation>mehrere Parameter (%1): geben Sie an, welcher die Prozessanzahl ist</translation>
    </message>
    <message>
        <source>no DATA for region &apos;%1&apos; and metric &apos;%2&apos;; the file has %3</source>
        <translation>keine DATA für Region „%1“ und Metrik „%2“; die Datei enthält %3</translation>
    </message>
    <message>
        <source>%1 and %2 could each be the %3 column: choose the %4</source>
        <translation>%1 und %2 kommen beide als %3-Spalte in Frage: wählen Sie die %4</translation>
    </message>
    <message>
        <source>say what column %1 holds: time, speedup, efficiency or Rmax</source>
        <translation>geben Sie an, was Spalte %1 enthält: time, speedup, efficiency oder Rmax</translation>
    </message>
    <message>
        <source>no %1 column (the header has %2)</source>
        <translation>keine %1-Spalte (die Kopfzeile enthält %2)</translation>
    </message>
    <message>
        <source>%1 cannot be both N and the %2</source>
        <translation>%1 kann nicht zugleich N und %2 sein</translation>
    </message>
    <message>
        <source>no column for Rpeak (needed with Rmax; the header has %1)</source>
        <translation>keine Spalte für Rpeak (mit Rmax erforderlich; die Kopfzeile enthält %1)</translation>
    </message>
    <message>
        <source>series column</source>
        <translation>Messreihenspalte</translation>
    </message>
    <message>
        <source>missing column &apos;%1&apos;</source>
        <translation>Spalte „%1“ fehlt</translation>
    </message>
    <message>
        <source>expected yes or no, got &apos;%1&apos;</source>
        <translation>erwartet wird yes oder no, nicht „%1“</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>expected a number &gt; 0, the field is empty</source>
        <translation>erwartet wird eine Zahl &gt; 0, das Feld ist leer</translation>
    </message>
    <message>
        <source>expected a number &gt; 0, got &apos;%1&apos;</source>
        <translation>erwartet wird eine Zahl &gt; 0, nicht „%1“</translation>
    </message>
    <message>
        <source>expected a whole number, got &apos;%1&apos;</source>
        <translation>erwartet wird eine ganze Zahl, nicht „%1“</translation>
    </message>
    <message>
        <source>id &apos;%1&apos; appears twice</source>
        <translation>ID „%1“ kommt zweimal vor</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to 1e9, got &apos;%2&apos;</source>
        <translation>erwartet wird eine ganze Zahl von %1 bis 1e9, nicht „%2“</translation>
    </message>
    <message>
        <source>expected a ZeRO stage 0, 1, 2 or 3</source>
        <translation>erwartet wird eine ZeRO-Stufe 0, 1, 2 oder 3</translation>
    </message>
    <message>
        <source>GPU-hours need the tokens trained on</source>
        <translation>für GPU-Stunden wird die Zahl der trainierten Token benötigt</translation>
    </message>
    <message>
        <source>must not be below miss_low</source>
        <translation>darf nicht unter miss_low liegen</translation>
    </message>
    <message>
        <source>expected reproduced or documented, got &apos;%1&apos;</source>
        <translation>erwartet wird reproduced oder documented, nicht „%1“</translation>
    </message>
    <message>
        <source>a documented miss says why</source>
        <translation>eine dokumentierte Abweichung braucht eine Begründung</translation>
    </message>
    <message>
        <source>Rmax exceeds Rpeak (E = %1), a source error; accelerator cores exceed total cores</source>
        <translation>Rmax übersteigt Rpeak (E = %1), ein Fehler in der Quelle; die Beschleunigerkerne übersteigen die Kerne gesamt</translation>
    </message>
    <message>
        <source>Rmax exceeds Rpeak (E = %1), a source error</source>
        <translation>Rmax übersteigt Rpeak (E = %1), ein Fehler in der Quelle</translation>
    </message>
    <message>
        <source>accelerator cores exceed total cores</source>
        <translation>die Beschleunigerkerne übersteigen die Kerne gesamt</translation>
    </message>
    <message>
        <source>expected a non-negative number, got &apos;%1&apos;</source>
        <translation>erwartet wird eine nicht negative Zahl, nicht „%1“</translation>
    </message>
    <message>
        <source>expected a whole number up to 1000000, got &apos;%1&apos;</source>
        <translation>erwartet wird eine ganze Zahl bis 1000000, nicht „%1“</translation>
    </message>
    <message>
        <source>Rmax, Rpeak and cores must be positive</source>
        <translation>Rmax, Rpeak und die Kernzahl müssen positiv sein</translation>
    </message>
    <message>
        <source>expected an edition YYYY-MM, got &apos;%1&apos;</source>
        <translation>erwartet wird eine Listenausgabe YYYY-MM, nicht „%1“</translation>
    </message>
    <message>
        <source>hidden is not a multiple of heads</source>
        <translation>hidden ist kein Vielfaches von heads</translation>
    </message>
    <message>
        <source>heads is not a multiple of kv_heads</source>
        <translation>heads ist kein Vielfaches von kv_heads</translation>
    </message>
    <message>
        <source>more experts per token than experts</source>
        <translation>mehr Experten pro Token als Experten</translation>
    </message>
    <message>
        <source>no peak for any datatype</source>
        <translation>für keinen Datentyp ist ein Spitzenwert angegeben</translation>
    </message>
    <message>
        <source>%1 names the network &apos;%2&apos;, which is not in networks.csv</source>
        <translation>%1 nennt das Netzwerk „%2“, das nicht in networks.csv steht</translation>
    </message>
    <message>
        <source>names the preset &apos;%1&apos;, which is not shipped</source>
        <translation>nennt die Vorlage „%1“, die nicht mitgeliefert wird</translation>
    </message>
    <message>
        <source>no column of GPU counts (name one gpus, n or num_gpus)</source>
        <translation>keine Spalte mit GPU-Anzahlen (nennen Sie eine gpus, n oder num_gpus)</translation>
    </message>
    <message>
        <source>no column of step times or throughput (name one step_seconds, step_time_ms or tokens_per_second)</source>
        <translation>keine Spalte mit Schrittzeiten oder Durchsatz (nennen Sie eine step_seconds, step_time_ms oder tokens_per_second)</translation>
    </message>
    <message>
        <source>expected %1 fields, got %2</source>
        <translation>erwartet werden %1 Felder, gefunden: %2</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU-Anzahl</translation>
    </message>
    <message>
        <source>expected a whole number of GPUs, got &apos;%1&apos;</source>
        <translation>erwartet wird eine ganzzahlige GPU-Anzahl, nicht „%1“</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source>expected a whole number &gt;= 1, got &apos;%1&apos;</source>
        <translation>erwartet wird eine ganze Zahl &gt;= 1, nicht „%1“</translation>
    </message>
    <message>
        <source>has a header but no measured step</source>
        <translation>hat eine Kopfzeile, aber keinen gemessenen Schritt</translation>
    </message>
    <message>
        <source>%1 GPUs are not t cp p d = %2</source>
        <translation>%1 GPUs entsprechen nicht t cp p d = %2</translation>
    </message>
    <message>
        <source>%1 GPUs are not a multiple of t cp p = %2 (give the row&apos;s layout in tp, cp, pp, dp columns)</source>
        <translation>%1 GPUs sind kein Vielfaches von t cp p = %2 (geben Sie die Aufteilung der Zeile in den Spalten tp, cp, pp, dp an)</translation>
    </message>
    <message>
        <source>has %1 measured step: the fit needs at least three (two unknowns, the utilization and the network&apos;s bandwidth, and their intervals)</source>
        <translation>enthält %1 gemessenen Schritt: die Anpassung braucht mindestens drei (zwei Unbekannte, die Auslastung und die Bandbreite des Netzwerks, und deren Intervalle)</translation>
    </message>
    <message>
        <source>has %1 measured steps: the fit needs at least three (two unknowns, the utilization and the network&apos;s bandwidth, and their intervals)</source>
        <translation>enthält %1 gemessene Schritte: die Anpassung braucht mindestens drei (zwei Unbekannte, die Auslastung und die Bandbreite des Netzwerks, und deren Intervalle)</translation>
    </message>
    <message>
        <source>every step was measured on %1 GPUs: one GPU count cannot tell the utilization from the network&apos;s bandwidth (both only lengthen the step); measure at two or more GPU counts</source>
        <translation>jeder Schritt wurde auf %1 GPUs gemessen: bei nur einer GPU-Anzahl lassen sich die Auslastung und die Bandbreite des Netzwerks nicht unterscheiden (beide verlängern nur den Schritt); messen Sie bei zwei oder mehr GPU-Anzahlen</translation>
    </message>
    <message>
        <source>its layout is not one of %1: %2: %3</source>
        <translation>die Aufteilung dieser Zeile ist für %1 ungültig: %2: %3</translation>
    </message>
    <message>
        <source>no measured step crosses the network (every collective stays inside an NVLink domain of %1 GPUs), so its bandwidth cannot be fitted; measure on more nodes</source>
        <translation>kein gemessener Schritt läuft über das Netzwerk (jede kollektive Operation bleibt innerhalb einer NVLink-Domäne von %1 GPUs), daher lässt sich seine Bandbreite nicht anpassen; messen Sie auf mehr Knoten</translation>
    </message>
    <message>
        <source>the utilization and the network&apos;s bandwidth change these steps alike and cannot be told apart; measure at GPU counts further apart, or with the batch kept</source>
        <translation>die Auslastung und die Bandbreite des Netzwerks verändern diese Schritte gleichartig und lassen sich nicht unterscheiden; messen Sie bei weiter auseinanderliegenden GPU-Anzahlen oder mit gleichbleibendem Batch</translation>
    </message>
    <message>
        <source>the steps are as fast as the %1&apos;s datasheet peak allows at u = 1: is the GPU or the precision right?</source>
        <translation>die Schritte sind so schnell, wie es die Datenblatt-Spitzenleistung von %1 bei u = 1 zulässt: sind GPU und Genauigkeit richtig gewählt?</translation>
    </message>
    <message>
        <source>unknown keyword</source>
        <translation>unbekanntes Schlüsselwort</translation>
    </message>
    <message>
        <source>malformed point</source>
        <translation>fehlerhafter Punkt</translation>
    </message>
    <message>
        <source>wrong DATA count</source>
        <translation>falsche Anzahl DATA</translation>
    </message>
    <message>
        <source>other problem</source>
        <translation>anderes Problem</translation>
    </message>
    <message>
        <source>%1 problem</source>
        <translation>%1 Problem</translation>
    </message>
    <message>
        <source>%1 problems</source>
        <translation>%1 Probleme</translation>
    </message>
    <message>
        <source>%1; the first %2 are listed</source>
        <translation>%1; die ersten %2 sind aufgeführt</translation>
    </message>
    <message>
        <source>empty field</source>
        <translation>leeres Feld</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <source>not finite</source>
        <translation>nicht endlich</translation>
    </message>
    <message>
        <source>N below 1</source>
        <translation>N unter 1</translation>
    </message>
    <message>
        <source>N above 10^12</source>
        <translation>N über 10^12</translation>
    </message>
    <message>
        <source>zero or negative</source>
        <translation>null oder negativ</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>wrong field count</source>
        <translation>falsche Feldanzahl</translation>
    </message>
    <message>
        <source>no series name</source>
        <translation>kein Reihenname</translation>
    </message>
    <message>
        <source>too many series</source>
        <translation>zu viele Reihen</translation>
    </message>
    <message>
        <source>not a whole number</source>
        <translation>keine ganze Zahl</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::AnimationPanel</name>
    <message>
        <source>duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>frame rate</source>
        <translation>Bildrate</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>Schleife</translation>
    </message>
    <message>
        <source>PNG frames too</source>
        <translation>Auch PNG-Einzelbilder</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>serieller Anteil s</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>Prozessoren N</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>TOP500 edition</source>
        <translation>TOP500-Ausgabe</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long one pass takes: the speed</source>
        <translation>Dauer eines Durchgangs: die Geschwindigkeit</translation>
    </message>
    <message>
        <source> fps</source>
        <translation> fps</translation>
    </message>
    <message>
        <source>Frames per second of the recording; a pass has duration x fps frames</source>
        <translation>Einzelbilder pro Sekunde der Aufnahme; ein Durchgang hat Dauer x fps Einzelbilder</translation>
    </message>
    <message>
        <source>What a recording captures: the window as on screen, the 3D surface or one chart</source>
        <translation>Was eine Aufnahme erfasst: das Fenster wie auf dem Bildschirm, die 3D-Fläche oder ein Diagramm</translation>
    </message>
    <message>
        <source>GIF</source>
        <translation>GIF</translation>
    </message>
    <message>
        <source>animation.gif: plays wherever images do (e-mail, wikis, old presentation programs); 256 colours a frame, 20–50 times the size of a video</source>
        <translation>animation.gif: läuft überall, wo Bilder angezeigt werden (E-Mail, Wikis, ältere Präsentationsprogramme); 256 Farben pro Einzelbild, 20–50-mal so groß wie ein Video</translation>
    </message>
    <message>
        <source>MP4 (H.264)</source>
        <translation>MP4 (H.264)</translation>
    </message>
    <message>
        <source>animation.mp4: plays in PowerPoint, Keynote, LibreOffice Impress and every browser; a twentieth of the GIF&apos;s size or less</source>
        <translation>animation.mp4: läuft in PowerPoint, Keynote, LibreOffice Impress und jedem Browser; ein Zwanzigstel der GIF-Größe oder weniger</translation>
    </message>
    <message>
        <source>WebM (VP9)</source>
        <translation>WebM (VP9)</translation>
    </message>
    <message>
        <source>animation.webm: a free format for browsers and free players (VLC, mpv); on charts about 1.4 times the MP4&apos;s size, and slower to encode</source>
        <translation>animation.webm: ein freies Format für Browser und freie Player (VLC, mpv); bei Diagrammen etwa 1.4-mal so groß wie MP4 und langsamer zu kodieren</translation>
    </message>
    <message>
        <source>PNG frames only</source>
        <translation>Nur PNG-Einzelbilder</translation>
    </message>
    <message>
        <source>frame-0001.png … only: lossless frames to edit or encode yourself</source>
        <translation>Nur frame-0001.png …: verlustfreie Einzelbilder zum eigenen Bearbeiten oder Kodieren</translation>
    </message>
    <message>
        <source>What a recording writes into the chosen directory</source>
        <translation>Was eine Aufnahme in das gewählte Verzeichnis schreibt</translation>
    </message>
    <message>
        <source>Small file</source>
        <translation>Kleine Datei</translation>
    </message>
    <message>
        <source>About two thirds of Balanced; thin lines and small text get soft edges</source>
        <translation>Etwa zwei Drittel von „Ausgewogen“; dünne Linien und kleine Schrift bekommen weiche Kanten</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Ausgewogen</translation>
    </message>
    <message>
        <source>Sharp text and lines on a projector at a moderate size (the default)</source>
        <translation>Scharfe Schrift und Linien auf einem Projektor bei mittlerer Größe (Standard)</translation>
    </message>
    <message>
        <source>High quality</source>
        <translation>Hohe Qualität</translation>
    </message>
    <message>
        <source>Close to the frames themselves, for close-ups and re-encoding; about 1.5 times Balanced</source>
        <translation>Nahe an den Einzelbildern selbst, für Nahaufnahmen und erneutes Kodieren; etwa 1.5-mal „Ausgewogen“</translation>
    </message>
    <message>
        <source>The video&apos;s size/quality trade-off (MP4 and WebM)</source>
        <translation>Abwägung zwischen Größe und Qualität des Videos (MP4 und WebM)</translation>
    </message>
    <message>
        <source>Also write the frames as frame-0001.png … beside the GIF or video</source>
        <translation>Die Einzelbilder zusätzlich als frame-0001.png … neben das GIF oder Video schreiben</translation>
    </message>
    <message>
        <source>Frame size of surface and chart recordings; the window is recorded at its own size</source>
        <translation>Bildgröße von Flächen- und Diagrammaufnahmen; das Fenster wird in seiner eigenen Größe aufgenommen</translation>
    </message>
    <message>
        <source>Position in the sweep</source>
        <translation>Position im Durchlauf</translation>
    </message>
    <message>
        <source>Record…</source>
        <translation>Aufnehmen…</translation>
    </message>
    <message>
        <source>Record every frame of the sweep into a directory you choose</source>
        <translation>Jedes Einzelbild des Durchlaufs in ein Verzeichnis Ihrer Wahl aufnehmen</translation>
    </message>
    <message>
        <source>Back to the first frame</source>
        <translation>Zurück zum ersten Einzelbild</translation>
    </message>
    <message>
        <source>One frame back</source>
        <translation>Ein Einzelbild zurück</translation>
    </message>
    <message>
        <source>One frame forward</source>
        <translation>Ein Einzelbild vor</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Abspielen oder pausieren</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Durchlauf</translation>
    </message>
    <message>
        <source>from</source>
        <translation>von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Aufnehmen</translation>
    </message>
    <message>
        <source>at</source>
        <translation>in</translation>
    </message>
    <message>
        <source>as</source>
        <translation>als</translation>
    </message>
    <message>
        <source>Record into</source>
        <translation>Aufnehmen in</translation>
    </message>
    <message>
        <source>Replace the earlier recording?</source>
        <translation>Frühere Aufnahme ersetzen?</translation>
    </message>
    <message numerus="yes">
        <source>%1 already holds %n file(s) of a recording (%2). Replace them?</source>
        <translation>
            <numerusform>%1 enthält bereits %n Datei einer Aufnahme (%2). Ersetzen?</numerusform>
            <numerusform>%1 enthält bereits %n Dateien einer Aufnahme (%2). Ersetzen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Recording</source>
        <translation>Aufnahme</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) written to %1</source>
        <translation>
            <numerusform>%n Einzelbild nach %1 geschrieben</numerusform>
            <numerusform>%n Einzelbilder nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) recorded into %1</source>
        <translation>
            <numerusform>%n Einzelbild in %1 aufgenommen</numerusform>
            <numerusform>%n Einzelbilder in %1 aufgenommen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) → %1</source>
        <translation>
            <numerusform>%n Einzelbild → %1</numerusform>
            <numerusform>%n Einzelbilder → %1</numerusform>
        </translation>
    </message>
    <message>
        <source>frame %1/%2  %3</source>
        <translation>Einzelbild %1/%2  %3</translation>
    </message>
    <message numerus="yes">
        <source>Recording %n frame(s)…</source>
        <translation>
            <numerusform>%n Einzelbild wird aufgenommen…</numerusform>
            <numerusform>%n Einzelbilder werden aufgenommen…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ComparePanel</name>
    <message>
        <source>Save the current configuration as</source>
        <translation>Aktuelle Konfiguration speichern als</translation>
    </message>
    <message>
        <source>Snapshot %1 (Ctrl+%2): overlaid on every chart and the surface</source>
        <translation>Schnappschuss %1 (Ctrl+%2): in jedem Diagramm und auf der Fläche überlagert</translation>
    </message>
    <message>
        <source>Save as snapshot &amp;%1</source>
        <translation>Als Schnappschuss &amp;%1 speichern</translation>
    </message>
    <message>
        <source>configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>speedup S</source>
        <translation>Speedup S</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>Effizienz E</translation>
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
        <translation>N bei max. R</translation>
    </message>
    <message>
        <source>Ratios are to snapshot A (or the first snapshot). R is the payload performance in units of one FP64 processor, so precisions compare.</source>
        <translation>Verhältnisse beziehen sich auf Schnappschuss A (oder den ersten Schnappschuss). R ist die Nutzleistung in Einheiten eines FP64-Prozessors, daher sind Genauigkeiten vergleichbar.</translation>
    </message>
    <message>
        <source>none (R grows)</source>
        <translation>keins (R wächst)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Snapshots side by side</source>
        <translation>Schnappschüsse nebeneinander</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ComparisonChart</name>
    <message>
        <source>fit</source>
        <translation>Anpassung</translation>
    </message>
    <message>
        <source>S &gt; N</source>
        <translation>S &gt; N</translation>
    </message>
    <message>
        <source>snapshots %1</source>
        <translation>Schnappschüsse %1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::DataParallelTrainingBox</name>
    <message>
        <source>Data-parallel training (alpha-beta model)</source>
        <translation>Datenparalleles Training (Alpha-Beta-Modell)</translation>
    </message>
    <message>
        <source>Throughput per worker: the datasheet peak for the chosen precision (a peak, not a measurement) times the utilization</source>
        <translation>Durchsatz pro Worker: die Datenblatt-Spitzenleistung für die gewählte Genauigkeit (ein Spitzenwert, keine Messung) mal die Auslastung</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>parameters P</source>
        <translation>Parameter P</translation>
    </message>
    <message>
        <source>FLOP per step F</source>
        <translation>FLOP pro Schritt F</translation>
    </message>
    <message>
        <source>FLOP per step</source>
        <translation>FLOP pro Schritt</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>latency λ (s)</source>
        <translation>Latenz λ (s)</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>Bandbreite</translation>
    </message>
    <message>
        <source>bandwidth B (B/s)</source>
        <translation>Bandbreite B (B/s)</translation>
    </message>
    <message>
        <source>T_seq</source>
        <translation>T_seq</translation>
    </message>
    <message>
        <source>T_seq per step (s)</source>
        <translation>T_seq pro Schritt (s)</translation>
    </message>
    <message>
        <source>ring all-reduce</source>
        <translation>Ring-All-Reduce</translation>
    </message>
    <message>
        <source>tree all-reduce</source>
        <translation>Baum-All-Reduce</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>Kollektivoperation</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>stark</translation>
    </message>
    <message>
        <source>Strong scaling: the global batch is fixed, each worker computes 1/N of it.</source>
        <translation>Starke Skalierung: Der globale Batch ist fest, jeder Worker berechnet 1/N davon.</translation>
    </message>
    <message>
        <source>weak</source>
        <translation>schwach</translation>
    </message>
    <message>
        <source>Weak scaling: the per-worker batch is fixed, the global batch grows with N.</source>
        <translation>Schwache Skalierung: Der Batch pro Worker ist fest, der globale Batch wächst mit N.</translation>
    </message>
    <message>
        <source>scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>overlap ω</source>
        <translation>Überlappung ω</translation>
    </message>
    <message>
        <source>X = %1 FLOP/s per worker, b = %2 bytes</source>
        <translation>X = %1 FLOP/s pro Worker, b = %2 Byte</translation>
    </message>
    <message>
        <source>at N: T_comp = %1 s, T_comm = %2 s</source>
        <translation>bei N: T_comp = %1 s, T_comm = %2 s</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::DepthSweepChart</name>
    <message>
        <source>same width h</source>
        <translation>gleiche Breite h</translation>
    </message>
    <message>
        <source>same parameters P</source>
        <translation>gleiche Parameter P</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>dieser Lauf</translation>
    </message>
    <message>
        <source>layers l (each stage keeps its layers)</source>
        <translation>Schichten l (jede Stufe behält ihre Schichten)</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>Effizienz E</translation>
    </message>
    <message>
        <source>Depth: %1 has no layers to sweep</source>
        <translation>Tiefe: %1 hat keine Schichten zum Durchlaufen</translation>
    </message>
    <message>
        <source>No depth sweep</source>
        <translation>Kein Tiefendurchlauf</translation>
    </message>
    <message>
        <source>Deeper, lower E: %1 layers on %2 stages, E = %3</source>
        <translation>Tiefer, niedrigeres E: %1 Schichten auf %2 Stufen, E = %3</translation>
    </message>
    <message>
        <source>%1 layers, E = %2</source>
        <translation>%1 Schichten, E = %2</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ExportDialog</name>
    <message>
        <source>PNG width</source>
        <translation>PNG-Breite</translation>
    </message>
    <message>
        <source>PNG height</source>
        <translation>PNG-Höhe</translation>
    </message>
    <message>
        <source>caption with the parameters</source>
        <translation>Beschriftung mit den Parametern</translation>
    </message>
    <message>
        <source>transparent background (PNG)</source>
        <translation>transparenter Hintergrund (PNG)</translation>
    </message>
    <message>
        <source>sidecar .json with the parameters</source>
        <translation>begleitende .json-Datei mit den Parametern</translation>
    </message>
    <message>
        <source>the chart&apos;s own title</source>
        <translation>eigener Titel des Diagramms</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Abbildung exportieren</translation>
    </message>
    <message>
        <source>several as panels</source>
        <translation>mehrere als Teilbilder</translation>
    </message>
    <message>
        <source>whole window</source>
        <translation>ganzes Fenster</translation>
    </message>
    <message>
        <source>LaTeX tabular (the fit table)</source>
        <translation>LaTeX-tabular (die Anpassungstabelle)</translation>
    </message>
    <message>
        <source>exact size</source>
        <translation>exakte Größe</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Exportieren nach</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>Abbildung</translation>
    </message>
    <message>
        <source>panels</source>
        <translation>Teilbilder</translation>
    </message>
    <message>
        <source>format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>style</source>
        <translation>Stil</translation>
    </message>
    <message>
        <source>PNG size</source>
        <translation>PNG-Größe</translation>
    </message>
    <message>
        <source>title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Copy to clipboard</source>
        <translation>In die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Copy failed</source>
        <translation>Kopieren fehlgeschlagen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names a %2 file, but %3 can be exported as %4 only: choose one of those or another name.</source>
        <translation>„%1“ bezeichnet eine %2-Datei, aber %3 kann nur als %4 exportiert werden: Wählen Sie eines davon oder einen anderen Namen.</translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation>Wählen Sie eine Datei für den Export.</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::FigureStyleBox</name>
    <message>
        <source>figure width</source>
        <translation>Abbildungsbreite</translation>
    </message>
    <message>
        <source>figure height</source>
        <translation>Abbildungshöhe</translation>
    </message>
    <message>
        <source>font size</source>
        <translation>Schriftgröße</translation>
    </message>
    <message>
        <source>line width</source>
        <translation>Linienbreite</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
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
        <translation>Skalenbeschriftungen, Legenden und Bildunterschriften in Druckgröße; Titel sind 15% größer</translation>
    </message>
    <message>
        <source>lines ×</source>
        <translation>Linien ×</translation>
    </message>
    <message>
        <source>Line widths as a multiple of the screen&apos;s (curves 2.5 px, axes 1 px at 1.00)</source>
        <translation>Linienbreiten als Vielfaches der Bildschirmbreiten (Kurven 2.5 px, Achsen 1 px bei 1.00)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::FitResidualChart</name>
    <message>
        <source>processors N</source>
        <translation>Prozessoren N</translation>
    </message>
    <message>
        <source>residual (observed − fitted) / fitted, %</source>
        <translation>Residuum (beobachtet − angepasst) / angepasst, %</translation>
    </message>
    <message>
        <source>fitted law</source>
        <translation>angepasstes Gesetz</translation>
    </message>
    <message>
        <source>Residuals of the fits</source>
        <translation>Residuen der Anpassungen</translation>
    </message>
    <message>
        <source>Points scattered around zero: the law fits. A bow: s changes with N.</source>
        <translation>Punkte streuen um null: Das Gesetz passt. Ein Bogen: s ändert sich mit N.</translation>
    </message>
    <message>
        <source>No measured series: load a benchmark CSV to see its fit&apos;s residuals</source>
        <translation>Keine Messreihe: Laden Sie eine Benchmark-CSV, um die Residuen ihrer Anpassung zu sehen</translation>
    </message>
    <message>
        <source>Relative residuals (measured − fitted)/fitted of the fit of s to each point of %1</source>
        <translation>Relative Residuen (gemessen − angepasst)/angepasst der Anpassung von s an jeden Punkt von %1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::GradientLegend</name>
    <message>
        <source>0.5 ridge</source>
        <translation>0.5-Grat</translation>
    </message>
    <message>
        <source>Efficiency E = S / N. The dark band is E = 0.5, the ridge N s = 1.</source>
        <translation>Effizienz E = S / N. Das dunkle Band ist E = 0.5, der Grat N s = 1.</translation>
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
        <translation>Auf der Fläche platzieren</translation>
    </message>
    <message>
        <source>Select the machine&apos;s entries of every edition: a trajectory on the 3D surface and the (N, s) plane</source>
        <translation>Die Einträge der Maschine aus allen Ausgaben auswählen: eine Bahn auf der 3D-Fläche und in der (N, s)-Ebene</translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>Maschine:</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ImportDialog</name>
    <message>
        <source>Load</source>
        <translation>Laden</translation>
    </message>
    <message>
        <source>Load valid rows only</source>
        <translation>Nur gültige Zeilen laden</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message>
        <source>N column</source>
        <translation>N-Spalte</translation>
    </message>
    <message>
        <source>value column</source>
        <translation>Wertespalte</translation>
    </message>
    <message>
        <source>quantity</source>
        <translation>Messgröße</translation>
    </message>
    <message>
        <source>Rpeak column</source>
        <translation>Rpeak-Spalte</translation>
    </message>
    <message>
        <source>Choosing the value column is enough when its name says what it holds (time_s, runtime, speedup); a unit in its name (ms, min, %) is applied.</source>
        <translation>Es genügt, die Wertespalte zu wählen, wenn ihr Name sagt, was sie enthält (time_s, runtime, speedup); eine Einheit im Namen (ms, min, %) wird angewendet.</translation>
    </message>
    <message>
        <source>automatic (p, procs, processes, n, ranks, ...)</source>
        <translation>automatisch (p, procs, processes, n, ranks, ...)</translation>
    </message>
    <message>
        <source>first region</source>
        <translation>erste Region</translation>
    </message>
    <message>
        <source>time, else the first metric</source>
        <translation>Zeit, sonst die erste Metrik</translation>
    </message>
    <message>
        <source>process-count parameter</source>
        <translation>Parameter der Prozessanzahl</translation>
    </message>
    <message>
        <source>region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>metric</source>
        <translation>Metrik</translation>
    </message>
    <message>
        <source>line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>mean value</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>Läufe</translation>
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
        <translation>Markierung</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2, %3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2, %3)</translation>
    </message>
    <message>
        <source>Extra-P text</source>
        <translation>Extra-P-Text</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Probleme:</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>reading %1 of %2…</source>
        <translation>lese %1 von %2…</translation>
    </message>
    <message>
        <source>This file cannot be loaded.</source>
        <translation>Diese Datei kann nicht geladen werden.</translation>
    </message>
    <message>
        <source>reading %1…</source>
        <translation>lese %1…</translation>
    </message>
    <message>
        <source>The first %1 rows; reading the whole file…</source>
        <translation>Die ersten %1 Zeilen; die ganze Datei wird gelesen…</translation>
    </message>
    <message>
        <source>S &gt; N: superlinear or noise (kept)</source>
        <translation>S &gt; N: superlinear oder Rauschen (behalten)</translation>
    </message>
    <message>
        <source>Reading was cancelled; nothing is loaded.</source>
        <translation>Das Lesen wurde abgebrochen; nichts wurde geladen.</translation>
    </message>
    <message>
        <source>Choose the column above; the file is read again.</source>
        <translation>Wählen Sie oben die Spalte; die Datei wird erneut gelesen.</translation>
    </message>
    <message>
        <source>Fit: s = %1 (95%: %2 .. %3), R² = %4.</source>
        <translation>Anpassung: s = %1 (95%: %2 .. %3), R² = %4.</translation>
    </message>
    <message>
        <source>No fit: %1.</source>
        <translation>Keine Anpassung: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) above the ideal speedup (S &gt; N): kept, fitted and flagged.</source>
        <translation>
            <numerusform>%n Punkt über dem idealen Speedup (S &gt; N): behalten, in die Anpassung einbezogen und markiert.</numerusform>
            <numerusform>%n Punkte über dem idealen Speedup (S &gt; N): behalten, in die Anpassung einbezogen und markiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rows at %2 distinct N (%3%4)</source>
        <translation>%1 Zeilen bei %2 verschiedenen N (%3%4)</translation>
    </message>
    <message>
        <source>The table shows the first %1 N.</source>
        <translation>Die Tabelle zeigt die ersten %1 N.</translation>
    </message>
    <message numerus="yes">
        <source>The file holds %n more series (%1); the table shows &apos;%2&apos;.</source>
        <translation>
            <numerusform>Die Datei enthält %n weitere Messreihe (%1); die Tabelle zeigt „%2“.</numerusform>
            <numerusform>Die Datei enthält %n weitere Messreihen (%1); die Tabelle zeigt „%2“.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the file is refused as it is. %2 could be loaded without the bad rows. %3</source>
        <translation>%1: Die Datei wird so, wie sie ist, abgelehnt. Ohne die fehlerhaften Zeilen ließen sich %2 laden. %3</translation>
    </message>
    <message>
        <source>Load %1 valid rows, leave %2 out</source>
        <translation>%1 gültige Zeilen laden, %2 auslassen</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::InkController</name>
    <message>
        <source>&amp;Pen</source>
        <translation>&amp;Stift</translation>
    </message>
    <message>
        <source>&amp;Spotlight</source>
        <translation>S&amp;potlight</translation>
    </message>
    <message>
        <source>&amp;Erase ink</source>
        <translation>Zeichnung &amp;löschen</translation>
    </message>
    <message>
        <source>&amp;Keep ink with its tour step</source>
        <translation>Zeichnung beim &amp;Rundgangsschritt behalten</translation>
    </message>
    <message>
        <source>Ink in &amp;recordings and window images</source>
        <translation>Zeichnung in &amp;Aufnahmen und Fensterbildern</translation>
    </message>
    <message>
        <source>&amp;Ink and spotlight</source>
        <translation>&amp;Zeichnen und Spotlight</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::InkLayer</name>
    <message>
        <source>Ink and spotlight</source>
        <translation>Zeichnen und Spotlight</translation>
    </message>
    <message>
        <source>Draw with the mouse, a finger or a pen. P: pen, L: spotlight, E: erase the ink, Esc: put them away.</source>
        <translation>Mit Maus, Finger oder Stift zeichnen. P: Stift, L: Spotlight, E: Zeichnung löschen, Esc: beides weglegen.</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::KarpFlattChart</name>
    <message>
        <source>processors N</source>
        <translation>Prozessoren N</translation>
    </message>
    <message>
        <source>s_eff (Karp–Flatt)</source>
        <translation>s_eff (Karp–Flatt)</translation>
    </message>
    <message>
        <source>Karp–Flatt s_eff per point</source>
        <translation>Karp–Flatt-s_eff pro Punkt</translation>
    </message>
    <message>
        <source>A flat row means Amdahl&apos;s law holds; a rising one means s grows with N (communication).</source>
        <translation>Eine flache Reihe bedeutet, dass das Amdahlsche Gesetz gilt; eine steigende, dass s mit N wächst (Kommunikation).</translation>
    </message>
    <message>
        <source>No measured series: load a benchmark CSV to see s_eff per point</source>
        <translation>Keine Messreihe: Laden Sie eine Benchmark-CSV, um s_eff pro Punkt zu sehen</translation>
    </message>
    <message>
        <source>Karp–Flatt s_eff = (1/S − 1/N)/(1 − 1/N) at each measured N of %1, with each fit&apos;s s</source>
        <translation>Karp–Flatt s_eff = (1/S − 1/N)/(1 − 1/N) bei jedem gemessenen N von %1, mit dem s jeder Anpassung</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::LawBox</name>
    <message>
        <source>Law</source>
        <translation>Gesetz</translation>
    </message>
    <message>
        <source>scaling law</source>
        <translation>Skalierungsgesetz</translation>
    </message>
    <message>
        <source>A transformer trained with tensor, pipeline and data parallelism: configured in the Training tab</source>
        <translation>Ein Transformer, trainiert mit Tensor-, Pipeline- und Datenparallelität: im Reiter „Training“ konfiguriert</translation>
    </message>
    <message>
        <source>Timeline contributions (share of T(1) at N = 1)</source>
        <translation>Beiträge zur Zeitleiste (Anteil an T(1) bei N = 1)</translation>
    </message>
    <message>
        <source>growth G(N) = N^γ</source>
        <translation>Wachstum G(N) = N^γ</translation>
    </message>
    <message>
        <source>Sun-Ni growth exponent</source>
        <translation>Sun-Ni-Wachstumsexponent</translation>
    </message>
    <message>
        <source>growth of %1</source>
        <translation>Wachstum von %1</translation>
    </message>
    <message>
        <source>%1 on %2 GPUs (%3 × %4 × %5). &lt;a href=&quot;training&quot;&gt;Edit in the Training tab&lt;/a&gt;</source>
        <translation>%1 auf %2 GPUs (%3 × %4 × %5). &lt;a href=&quot;training&quot;&gt;Im Reiter „Training“ bearbeiten&lt;/a&gt;</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::LayoutSearchPanel</name>
    <message>
        <source>&amp;Use the selected layout</source>
        <translation>Ausgewählte Aufteilung &amp;übernehmen</translation>
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
        <translation>Schritt (s)</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Token/s</translation>
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
        <translation>Speicher/GPU</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>tensor-parallel size</source>
        <translation>Grad der Tensorparallelität</translation>
    </message>
    <message>
        <source>context-parallel size (searched up to 16 for sequences of 32K tokens and more)</source>
        <translation>Grad der Kontextparallelität (bei Sequenzen ab 32K Token bis 16 durchsucht)</translation>
    </message>
    <message>
        <source>pipeline-parallel size</source>
        <translation>Grad der Pipelineparallelität</translation>
    </message>
    <message>
        <source>data-parallel size</source>
        <translation>Grad der Datenparallelität</translation>
    </message>
    <message>
        <source>expert-parallel size (a mixture of experts: every size that divides the experts, inside the NVLink domain or across nodes)</source>
        <translation>Grad der Expertenparallelität (Mixture of Experts: jede Größe, die die Zahl der Experten teilt, innerhalb der NVLink-Domäne oder über Knoten hinweg)</translation>
    </message>
    <message>
        <source>micro-batch, sequences</source>
        <translation>Mikro-Batch, Sequenzen</translation>
    </message>
    <message>
        <source>interleaved model chunks per GPU</source>
        <translation>verschachtelte Modellteile pro GPU</translation>
    </message>
    <message>
        <source>time per step</source>
        <translation>Zeit pro Schritt</translation>
    </message>
    <message>
        <source>tokens per second (samples for a raw model)</source>
        <translation>Token pro Sekunde (Samples bei einem reinen Größenmodell)</translation>
    </message>
    <message>
        <source>model FLOP utilization: model FLOP/s over the datasheet peak</source>
        <translation>Modell-FLOP-Auslastung: Modell-FLOP/s im Verhältnis zur Datenblatt-Spitzenleistung</translation>
    </message>
    <message>
        <source>hardware FLOP utilization: with the recomputed FLOP</source>
        <translation>Hardware-FLOP-Auslastung: mit den neu berechneten FLOP</translation>
    </message>
    <message>
        <source>memory per GPU, GiB</source>
        <translation>Speicher pro GPU, GiB</translation>
    </message>
    <message>
        <source>fits in the accelerator&apos;s memory (less the margin kept free)</source>
        <translation>passt in den Speicher des Beschleunigers (abzüglich der freigehaltenen Reserve)</translation>
    </message>
    <message>
        <source>layout ranking</source>
        <translation>Rangliste der Aufteilungen</translation>
    </message>
    <message>
        <source>also t across NVLink domains</source>
        <translation>t auch über NVLink-Domänen hinweg</translation>
    </message>
    <message>
        <source>Rank tensor-parallel sizes that do not divide the NVLink domain too (t = 6 on 8-GPU nodes, t = 16 over two): their all-reduces cross the network every layer</source>
        <translation>Auch Grade der Tensorparallelität einordnen, die die NVLink-Domäne nicht teilen (t = 6 auf 8-GPU-Knoten, t = 16 über zwei): Ihre All-Reduces laufen in jeder Schicht über das Netzwerk</translation>
    </message>
    <message>
        <source>1 best</source>
        <translation>1 beste</translation>
    </message>
    <message>
        <source>%1 this run</source>
        <translation>%1 dieser Lauf</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>No valid layout of %1 on %2 GPUs with a batch of %3: t p d must be the GPU count, t divide the heads and the hidden size, p v the layers, d b the batch.</source>
        <translation>Keine gültige Aufteilung von %1 auf %2 GPUs mit einem Batch von %3: t p d muss die GPU-Anzahl ergeben, t muss die Köpfe und die verborgene Dimension teilen, p v die Schichten, d b den Batch.</translation>
    </message>
    <message>
        <source>%1 valid layouts of %2 on %3 GPUs (batch %4). Best: t %5 × cp %13 × p %6 × d %7, b %8, v %9: %10 tokens/s, MFU %11 %%12.</source>
        <translation>%1 gültige Aufteilungen von %2 auf %3 GPUs (Batch %4). Beste: t %5 × cp %13 × p %6 × d %7, b %8, v %9: %10 Token/s, MFU %11 %%12.</translation>
    </message>
    <message>
        <source> (none fits in memory)</source>
        <translation> (keine passt in den Speicher)</translation>
    </message>
    <message>
        <source> This run ranks %1: it does not fit in memory (%2)%3.</source>
        <translation> Dieser Lauf steht auf Rang %1: Er passt nicht in den Speicher (%2)%3.</translation>
    </message>
    <message>
        <source>, though %1 % faster than the best</source>
        <translation>, obwohl %1 % schneller als die beste</translation>
    </message>
    <message>
        <source> This run ranks %1: %2 % slower.</source>
        <translation> Dieser Lauf steht auf Rang %1: %2 % langsamer.</translation>
    </message>
    <message>
        <source> This run is the best.</source>
        <translation> Dieser Lauf ist der beste.</translation>
    </message>
    <message>
        <source> The smallest needs %1 (t %2, cp %3, p %4, d %5, b %6).</source>
        <translation> Die kleinste braucht %1 (t %2, cp %3, p %4, d %5, b %6).</translation>
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
        <translation>%1 über die Listenausgaben</translation>
    </message>
    <message>
        <source>%1 in the TOP500 list editions: s_eff from its HPL (and HPCG where measured) R_max, R_peak and cores, and E = R_max/R_peak of HPL</source>
        <translation>%1 in den Ausgaben der TOP500-Liste: s_eff aus R_max, R_peak und Kernen von HPL (und HPCG, wo gemessen) sowie E = R_max/R_peak von HPL</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::MainWindow</name>
    <message>
        <source>TOP500 systems</source>
        <translation>TOP500-Systeme</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>TOP500 history</source>
        <translation>TOP500-Verlauf</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Messungen</translation>
    </message>
    <message>
        <source>Compare A–D</source>
        <translation>Vergleich A–D</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Large-model training: a transformer on t × p × d GPUs</source>
        <translation>Training großer Modelle: ein Transformer auf t × p × d GPUs</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <source>Cannot draw this state: %1</source>
        <translation>Dieser Zustand kann nicht gezeichnet werden: %1</translation>
    </message>
    <message>
        <source>Cannot import the tour</source>
        <translation>Der Rundgang kann nicht importiert werden</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Export figure…</source>
        <translation>Abbildung &amp;exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;interactive page (HTML)…</source>
        <translation>&amp;Interaktive Seite exportieren (HTML)…</translation>
    </message>
    <message>
        <source>Export interactive page</source>
        <translation>Interaktive Seite exportieren</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webseite (*.html)</translation>
    </message>
    <message>
        <source>Cannot export the page</source>
        <translation>Die Seite kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>One HTML file with the surface and the four charts that work offline in any browser</source>
        <translation>Eine HTML-Datei mit der Fläche und den vier Diagrammen, die offline in jedem Browser funktioniert</translation>
    </message>
    <message>
        <source>This build has no interactive page (built without Emscripten)</source>
        <translation>Diese Version enthält keine interaktive Seite (ohne Emscripten erstellt)</translation>
    </message>
    <message>
        <source>&amp;Open measurements…</source>
        <translation>&amp;Messungen öffnen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Snapshots</source>
        <translation>&amp;Schnappschüsse</translation>
    </message>
    <message>
        <source>&amp;Compare A–D</source>
        <translation>A–D &amp;vergleichen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>&amp;System folgen</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Language: %1.</source>
        <translation>Sprache: %1.</translation>
    </message>
    <message>
        <source>Language: %1, from effsurf&apos;s next start.</source>
        <translation>Sprache: %1, ab dem nächsten Start von effsurf.</translation>
    </message>
    <message>
        <source>Follow the s&amp;ystem</source>
        <translation>Wie das S&amp;ystem</translation>
    </message>
    <message>
        <source>Chart &amp;axes</source>
        <translation>Diagramm&amp;achsen</translation>
    </message>
    <message>
        <source>&amp;Automatic (fit measured data)</source>
        <translation>&amp;Automatisch (an Messdaten anpassen)</translation>
    </message>
    <message>
        <source>&amp;Full range 1 … 10¹²</source>
        <translation>&amp;Voller Bereich 1 … 10¹²</translation>
    </message>
    <message>
        <source>Fit the &amp;data and the current point</source>
        <translation>An &amp;Daten und aktuellen Punkt anpassen</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>A&amp;nimation</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;About effsurf</source>
        <translation>Ü&amp;ber effsurf</translation>
    </message>
    <message>
        <source>About effsurf</source>
        <translation>Über effsurf</translation>
    </message>
    <message>
        <source>&lt;h3&gt;effsurf %1&lt;/h3&gt;&lt;p&gt;Interactive efficiency surfaces of parallel computers: Amdahl&apos;s law and its relatives, TOP500 machines on the surface, after J&amp;aacute;nos V&amp;eacute;gh&apos;s papers on the limits of parallelized computing (arXiv 1606.02686, 1908.02280, 2001.01266, 2005.00872).&lt;/p&gt;&lt;p&gt;TOP500 data: the public list spreadsheets, editions 2000-06 to 2025-06.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;effsurf %1&lt;/h3&gt;&lt;p&gt;Interaktive Effizienzflächen paralleler Rechner: das Amdahlsche Gesetz und seine Verwandten, TOP500-Maschinen auf der Fläche, nach den Arbeiten von J&amp;aacute;nos V&amp;eacute;gh zu den Grenzen des parallelisierten Rechnens (arXiv 1606.02686, 1908.02280, 2001.01266, 2005.00872).&lt;/p&gt;&lt;p&gt;TOP500-Daten: die öffentlichen Listentabellen, Ausgaben 2000-06 bis 2025-06.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Hoher Kontrast</translation>
    </message>
    <message>
        <source>&amp;Numbers</source>
        <translation>&amp;Zahlen</translation>
    </message>
    <message>
        <source>In the &amp;language&apos;s notation</source>
        <translation>In der Schreibweise der &amp;Sprache (1,5×10⁻³)</translation>
    </message>
    <message>
        <source>With a decimal &amp;point (1.5×10⁻³)</source>
        <translation>Mit Dezimal&amp;punkt (1.5×10⁻³)</translation>
    </message>
    <message>
        <source>Export lecture as page</source>
        <translation>Vorlesung als Seite exportieren</translation>
    </message>
    <message>
        <source>The tour to export, every step with its narration and formula:</source>
        <translation>Der Rundgang, der exportiert wird, jeder Schritt mit Erläuterung und Formel:</translation>
    </message>
    <message>
        <source>Cannot export the lecture</source>
        <translation>Die Vorlesung kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Export &amp;lecture as page (HTML)…</source>
        <translation>&amp;Vorlesung als Seite exportieren (HTML)…</translation>
    </message>
    <message>
        <source>A tour as one HTML file students step through offline, sliders and all</source>
        <translation>Ein Rundgang als eine HTML-Datei, die Studierende offline Schritt für Schritt durchgehen, mit allen Schiebereglern</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ManualWindow</name>
    <message>
        <source>effsurf user&apos;s guide</source>
        <translation>effsurf-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Zurück</translation>
    </message>
    <message>
        <source>Forward →</source>
        <translation>Vor →</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::MeasurePanel</name>
    <message>
        <source>threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>time budget</source>
        <translation>Zeitbudget</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Messen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Measure this computer</source>
        <translation>Diesen Computer vermessen</translation>
    </message>
    <message>
        <source> threads</source>
        <translation> Threads</translation>
    </message>
    <message>
        <source>Strong scaling over 1, 2, 4, … up to this many threads, each pinned to a core</source>
        <translation>Starke Skalierung über 1, 2, 4, … bis zu so vielen Threads, jeder an einen Kern gebunden</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The time the probe shares among the kernels. On a busy or slow computer it goes on until every point is measured once, at most twice as long, and says what it cut short</source>
        <translation>Die Zeit, die das Messprogramm auf die Kernel verteilt. Auf einem ausgelasteten oder langsamen Computer läuft es weiter, bis jeder Punkt einmal gemessen ist (höchstens doppelt so lange), und meldet, was es abgekürzt hat</translation>
    </message>
    <message>
        <source>Runs effsurf-probe on this computer; its points appear on the charts and the surface as they are measured</source>
        <translation>Führt effsurf-probe auf diesem Computer aus; seine Punkte erscheinen in den Diagrammen und auf der Fläche, sobald sie gemessen sind</translation>
    </message>
    <message>
        <source>Stops after the current repetition and keeps what was measured</source>
        <translation>Hält nach der aktuellen Wiederholung an und behält das bisher Gemessene</translation>
    </message>
    <message>
        <source>Up to</source>
        <translation>Bis zu</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>series</source>
        <translation>Messreihe</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>Verhältnis</translation>
    </message>
    <message>
        <source>E measured</source>
        <translation>E gemessen</translation>
    </message>
    <message>
        <source>E model</source>
        <translation>E Modell</translation>
    </message>
    <message>
        <source>The emulated training step against effsurf&apos;s training model, fed with the compute rate and the all-reduce&apos;s alpha and beta the probe measured (ratio = measured / model)</source>
        <translation>Der emulierte Trainingsschritt im Vergleich zum Trainingsmodell von effsurf, gespeist mit der Rechenrate sowie Alpha und Beta des All-Reduce, die das Messprogramm gemessen hat (Verhältnis = gemessen / Modell)</translation>
    </message>
    <message>
        <source>Training step: measured against the model</source>
        <translation>Trainingsschritt: Messung im Vergleich zum Modell</translation>
    </message>
    <message>
        <source>effsurf-probe was not found beside effsurf or on PATH: install it to measure this computer</source>
        <translation>effsurf-probe wurde weder neben effsurf noch im PATH gefunden: Installieren Sie es, um diesen Computer zu vermessen</translation>
    </message>
    <message>
        <source>Choose at least one kernel to measure</source>
        <translation>Wählen Sie mindestens einen Kernel zum Messen</translation>
    </message>
    <message>
        <source>Cannot create %1 for the probe&apos;s file</source>
        <translation>%1 für die Datei des Messprogramms kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Measuring… the window stays usable; the points appear as they are measured</source>
        <translation>Messung läuft… Das Fenster bleibt bedienbar; die Punkte erscheinen, sobald sie gemessen sind</translation>
    </message>
    <message>
        <source>Stopping after the current repetition…</source>
        <translation>Anhalten nach der aktuellen Wiederholung…</translation>
    </message>
    <message>
        <source>Measuring this computer</source>
        <translation>Dieser Computer wird vermessen</translation>
    </message>
    <message>
        <source>effsurf-probe is still measuring this computer.</source>
        <translation>effsurf-probe vermisst diesen Computer noch.</translation>
    </message>
    <message>
        <source>Stop it and keep what it measured, or go on measuring?</source>
        <translation>Anhalten und das Gemessene behalten oder weitermessen?</translation>
    </message>
    <message>
        <source>Stop and keep</source>
        <translation>Anhalten und behalten</translation>
    </message>
    <message>
        <source>Go on measuring</source>
        <translation>Weitermessen</translation>
    </message>
    <message numerus="yes">
        <source>Measuring %1 on %n thread(s): %2 a repetition…</source>
        <translation>
            <numerusform>Messe %1 auf %n Thread: %2 pro Wiederholung…</numerusform>
            <numerusform>Messe %1 auf %n Threads: %2 pro Wiederholung…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>other programs %1 %2 of its %n CPU(s) busy (steal %3 %, load average %4)</source>
        <translation>
            <numerusform>andere Programme %1 %2 seiner %n CPU ausgelastet (Steal %3 %, Lastdurchschnitt %4)</numerusform>
            <numerusform>andere Programme %1 %2 seiner %n CPUs ausgelastet (Steal %3 %, Lastdurchschnitt %4)</numerusform>
        </translation>
    </message>
    <message>
        <source>keep</source>
        <translation>halten</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>hielten</translation>
    </message>
    <message>
        <source>⚠ This computer is busy: %1. What is measured is what they leave of it, not its hardware: close them, or measure again when it is quiet.</source>
        <translation>⚠ Dieser Computer ist ausgelastet: %1. Gemessen wird, was diese Programme von ihm übrig lassen, nicht seine Hardware: Schließen Sie sie oder messen Sie erneut, wenn er ruhig ist.</translation>
    </message>
    <message>
        <source>⚠ While measuring, %1. The results show what they left of this computer, not its hardware.</source>
        <translation>⚠ Während der Messung: %1. Die Ergebnisse zeigen, was diese Programme von diesem Computer übrig ließen, nicht seine Hardware.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1. Written to %2</source>
        <translation>%1. Geschrieben nach %2</translation>
    </message>
    <message>
        <source>No model prediction for %1.</source>
        <translation>Keine Modellvorhersage für %1.</translation>
    </message>
    <message>
        <source>The probe: %1.</source>
        <translation>Das Messprogramm: %1.</translation>
    </message>
    <message>
        <source>Not drawn (measured at one N only): %1.</source>
        <translation>Nicht gezeichnet (nur bei einem N gemessen): %1.</translation>
    </message>
    <message>
        <source>%1, but its file cannot be read: %2</source>
        <translation>%1, aber die Datei kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cancelled at %p %</source>
        <translation>abgebrochen bei %p %</translation>
    </message>
    <message>
        <source>Measured and predicted</source>
        <translation>Gemessen und vorhergesagt</translation>
    </message>
    <message>
        <source>repetitions</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>At most this many timed repetitions of each point, after one warm-up: their spread shows the noise; fewer finish sooner</source>
        <translation>Höchstens so viele gemessene Wiederholungen je Punkt nach einem Aufwärmlauf: ihre Streuung zeigt das Rauschen; weniger sind schneller fertig</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>GEMM FP64</source>
        <translation>GEMM FP64</translation>
    </message>
    <message>
        <source>Compute-bound: Eigen&apos;s matrix multiply (GEMM), the rows shared among the threads</source>
        <translation>Rechengebunden: Eigens Matrixmultiplikation (GEMM), die Zeilen auf die Threads verteilt</translation>
    </message>
    <message>
        <source>GEMM FP32</source>
        <translation>GEMM FP32</translation>
    </message>
    <message>
        <source>Compute-bound matrix multiply, single precision</source>
        <translation>Rechengebundene Matrixmultiplikation, einfache Genauigkeit</translation>
    </message>
    <message>
        <source>GEMM BF16</source>
        <translation>GEMM BF16</translation>
    </message>
    <message>
        <source>Half precision as this build computes it (emulated through FP32 by Eigen 3.4)</source>
        <translation>Halbe Genauigkeit, wie dieser Build sie rechnet (von Eigen 3.4 über FP32 emuliert)</translation>
    </message>
    <message>
        <source>GEMM FP16</source>
        <translation>GEMM FP16</translation>
    </message>
    <message>
        <source>Memory triad</source>
        <translation>Speicher-Triad</translation>
    </message>
    <message>
        <source>Memory-bound: STREAM&apos;s a = b + 3 c over arrays far larger than the caches</source>
        <translation>Speichergebunden: STREAMs a = b + 3 c über Felder, die weit größer als die Caches sind</translation>
    </message>
    <message>
        <source>Train step FP32</source>
        <translation>Trainingsschritt FP32</translation>
    </message>
    <message>
        <source>Each thread computes its share of a batch, then the gradient is all-reduced: the model predicts it</source>
        <translation>Jeder Thread rechnet seinen Teil eines Batches, dann wird der Gradient per All-Reduce zusammengeführt: das Modell sagt es vorher</translation>
    </message>
    <message>
        <source>Train step BF16</source>
        <translation>Trainingsschritt BF16</translation>
    </message>
    <message>
        <source>The same step with a BF16 gradient (half the bytes to reduce)</source>
        <translation>Derselbe Schritt mit einem BF16-Gradienten (halb so viele Bytes zu reduzieren)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::MeasurementLoader</name>
    <message>
        <source>Open measurements</source>
        <translation>Messungen öffnen</translation>
    </message>
    <message>
        <source>Measurements (*.csv *.txt);;CSV (*.csv);;Extra-P text (*.txt);;All files (*)</source>
        <translation>Messungen (*.csv *.txt);;CSV (*.csv);;Extra-P-Text (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1: cannot fit: %2</source>
        <translation>%1: Anpassung nicht möglich: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Ausgelassen: %1</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lese %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cannot load</source>
        <translation>Laden nicht möglich</translation>
    </message>
    <message numerus="yes">
        <source>%n measurement series loaded</source>
        <translation>
            <numerusform>%n Messreihe geladen</numerusform>
            <numerusform>%n Messreihen geladen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>effsurf::ui::MemoryBar</name>
    <message>
        <source>memory per GPU</source>
        <translation>Speicher pro GPU</translation>
    </message>
    <message>
        <source>Per GPU of pipeline stage %1 (the fullest): weights %2, FP32 gradients %3, optimizer states %4, activations %5 (Korthikanti et al.), working buffers %6 (logits, a recomputed layer, ZeRO-3&apos;s gathered layers); the line is the accelerator&apos;s %7</source>
        <translation>Pro GPU der Pipeline-Stufe %1 (der vollsten): Gewichte %2, FP32-Gradienten %3, Optimiererzustände %4, Aktivierungen %5 (Korthikanti et al.), Arbeitspuffer %6 (Logits, eine neu berechnete Schicht, die gesammelten Schichten von ZeRO-3); die Linie markiert die %7 des Beschleunigers</translation>
    </message>
    <message>
        <source>%1 of %2 per GPU</source>
        <translation>%1 von %2 pro GPU</translation>
    </message>
    <message>
        <source>%1 per GPU: does not fit in %2</source>
        <translation>%1 pro GPU: passt nicht in %2</translation>
    </message>
    <message>
        <source>Memory: %1 (weights, gradients, optimizer, activations, buffers)</source>
        <translation>Speicher: %1 (Gewichte, Gradienten, Optimierer, Aktivierungen, Puffer)</translation>
    </message>
    <message>
        <source>Memory: %1</source>
        <translation>Speicher: %1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ModelArchitectureGroup</name>
    <message>
        <source>Attention, FFN and experts</source>
        <translation>Attention, FFN und Experten</translation>
    </message>
    <message>
        <source>Key/value heads: fewer than the query heads is grouped-query attention (Llama 2 70B, Llama 3: 8), one is multi-query. They must divide the heads, and t must divide them.</source>
        <translation>Key/Value-Köpfe: Weniger als Query-Köpfe ergibt Grouped-Query Attention (Llama 2 70B, Llama 3: 8), einer ergibt Multi-Query Attention. Ihre Zahl muss die Zahl der Köpfe teilen, und t muss ihre Zahl teilen.</translation>
    </message>
    <message>
        <source>= heads</source>
        <translation>= Köpfe</translation>
    </message>
    <message>
        <source>key/value heads</source>
        <translation>Key/Value-Köpfe</translation>
    </message>
    <message>
        <source>One head&apos;s width d_h; h / a unless the model says otherwise</source>
        <translation>Breite d_h eines Kopfes; h / a, sofern das Modell nichts anderes angibt</translation>
    </message>
    <message>
        <source>h / a</source>
        <translation>h / a</translation>
    </message>
    <message>
        <source>head width</source>
        <translation>Kopfbreite</translation>
    </message>
    <message>
        <source>Multi-head latent attention (DeepSeek-V2/V3): keys and values compressed to this rank (DeepSeek-V3: 512) and kept so under selective recomputation; at most h</source>
        <translation>Multi-Head Latent Attention (DeepSeek-V2/V3): Keys und Values auf diesen Rang komprimiert (DeepSeek-V3: 512) und bei selektiver Neuberechnung so gehalten; höchstens h</translation>
    </message>
    <message>
        <source>none (plain attention)</source>
        <translation>keiner (einfache Attention)</translation>
    </message>
    <message>
        <source>latent key/value rank</source>
        <translation>latenter Key/Value-Rang</translation>
    </message>
    <message>
        <source>The rank queries are compressed to (DeepSeek-V3: 1536); at most h</source>
        <translation>Der Rang, auf den Queries komprimiert werden (DeepSeek-V3: 1536); höchstens h</translation>
    </message>
    <message>
        <source>not compressed</source>
        <translation>nicht komprimiert</translation>
    </message>
    <message>
        <source>latent query rank</source>
        <translation>latenter Query-Rang</translation>
    </message>
    <message>
        <source>The decoupled RoPE key&apos;s width per head (DeepSeek-V3: 64)</source>
        <translation>Breite des entkoppelten RoPE-Keys pro Kopf (DeepSeek-V3: 64)</translation>
    </message>
    <message>
        <source>RoPE width</source>
        <translation>RoPE-Breite</translation>
    </message>
    <message>
        <source>The FFN&apos;s width f: 4 h in GPT; Llama 3 70B 28,672 (3.5 h) with a gate. t must divide it.</source>
        <translation>Die FFN-Breite f: 4 h bei GPT; Llama 3 70B 28,672 (3.5 h) mit Gate. t muss sie teilen.</translation>
    </message>
    <message>
        <source>4 h</source>
        <translation>4 h</translation>
    </message>
    <message>
        <source>FFN width f</source>
        <translation>FFN-Breite f</translation>
    </message>
    <message>
        <source>gated FFN (SwiGLU)</source>
        <translation>FFN mit Gate (SwiGLU)</translation>
    </message>
    <message>
        <source>gated FFN</source>
        <translation>FFN mit Gate</translation>
    </message>
    <message>
        <source>Gate, up and down projections (Shazeer 2020; Llama, Mixtral, DeepSeek): a third more FFN weights and FLOP than two matrices of the same width: three h × f matrices</source>
        <translation>Gate-, Up- und Down-Projektion (Shazeer 2020; Llama, Mixtral, DeepSeek): ein Drittel mehr FFN-Gewichte und FLOP als zwei Matrizen gleicher Breite: drei h × f-Matrizen</translation>
    </message>
    <message>
        <source>untied output layer</source>
        <translation>ungebundene Ausgabeschicht</translation>
    </message>
    <message>
        <source>The logits&apos; V × h weights apart from the input embedding (Llama); GPT and BLOOM tie them</source>
        <translation>Die V × h-Gewichte der Logits getrennt von der Eingabe-Einbettung (Llama); GPT und BLOOM koppeln sie</translation>
    </message>
    <message>
        <source>A mixture of experts: the routed experts of each MoE layer, all in memory (Mixtral 8, DeepSeek-V3 256); the expert-parallel group must divide them</source>
        <translation>Eine Mixture of Experts: die gerouteten Experten jeder MoE-Schicht, alle im Speicher (Mixtral 8, DeepSeek-V3 256); der Grad der Expertenparallelität muss ihre Zahl teilen</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>dicht</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>Experten</translation>
    </message>
    <message>
        <source>Top-k: experts each token is sent to, the FLOP it costs (Mixtral 2, DeepSeek-V3 8)</source>
        <translation>Top-k: Experten, an die jedes Token geschickt wird, und die FLOP, die es kostet (Mixtral 2, DeepSeek-V3 8)</translation>
    </message>
    <message>
        <source>experts per token k</source>
        <translation>Experten pro Token k</translation>
    </message>
    <message>
        <source>Experts every token passes besides its k routed ones (DeepSeek-V3: 1)</source>
        <translation>Experten, die jedes Token zusätzlich zu seinen k gerouteten durchläuft (DeepSeek-V3: 1)</translation>
    </message>
    <message>
        <source>shared experts</source>
        <translation>geteilte Experten</translation>
    </message>
    <message>
        <source>One expert&apos;s FFN width (DeepSeek-V3: 2,048); the dense FFN&apos;s unless given</source>
        <translation>FFN-Breite eines Experten (DeepSeek-V3: 2,048); sonst die des dichten FFN</translation>
    </message>
    <message>
        <source>= f</source>
        <translation>= f</translation>
    </message>
    <message>
        <source>expert width</source>
        <translation>Expertenbreite</translation>
    </message>
    <message>
        <source>The first layers that keep a dense FFN (DeepSeek-V3: 3)</source>
        <translation>Die ersten Schichten, die ein dichtes FFN behalten (DeepSeek-V3: 3)</translation>
    </message>
    <message>
        <source>dense layers first</source>
        <translation>dichte Schichten zuerst</translation>
    </message>
    <message>
        <source>capacity factor</source>
        <translation>Kapazitätsfaktor</translation>
    </message>
    <message>
        <source>dropless</source>
        <translation>ohne Verwerfen</translation>
    </message>
    <message>
        <source>Tokens an expert may take as a multiple of an even share (Switch Transformer): the expert GEMMs and the all-to-all are padded to it; dropless (Megatron-Core&apos;s default) moves and computes what the router sends</source>
        <translation>Token, die ein Experte aufnehmen darf, als Vielfaches eines gleichmäßigen Anteils (Switch Transformer): Die Experten-GEMMs und das All-to-All werden darauf aufgefüllt; ohne Verwerfen (Standard von Megatron-Core) wird bewegt und berechnet, was der Router schickt</translation>
    </message>
    <message>
        <source>Node-limited routing (DeepSeek-V3: 4): a token&apos;s experts lie on at most this many nodes, so it crosses the network once a node, not once an expert</source>
        <translation>Knotenbegrenztes Routing (DeepSeek-V3: 4): Die Experten eines Tokens liegen auf höchstens so vielen Knoten, sodass es das Netzwerk einmal pro Knoten durchquert, nicht einmal pro Experte</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>nodes a token</source>
        <translation>Knoten pro Token</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::NumberField</name>
    <message>
        <source>input error</source>
        <translation>Eingabefehler</translation>
    </message>
    <message>
        <source>“%1” was not entered: the value changed to %2 meanwhile</source>
        <translation>„%1“ wurde nicht übernommen: Der Wert hat sich inzwischen auf %2 geändert</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PanelChooser</name>
    <message>
        <source>columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>2 to 6 figures, lettered (a), (b), … in this order:</source>
        <translation>2 bis 6 Abbildungen, beschriftet mit (a), (b), … in dieser Reihenfolge:</translation>
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
        <translation>gewählte Genauigkeit</translation>
    </message>
    <message>
        <source>performance wall</source>
        <translation>Leistungswand</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>current</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>Prozessoren N</translation>
    </message>
    <message>
        <source>R / R₁ (FP64)</source>
        <translation>R / R₁ (FP64)</translation>
    </message>
    <message>
        <source>wall R₁/s</source>
        <translation>Wand R₁/s</translation>
    </message>
    <message>
        <source>Performance: maximum at N = %1</source>
        <translation>Leistung: Maximum bei N = %1</translation>
    </message>
    <message>
        <source>Maximum at N = %1</source>
        <translation>Maximum bei N = %1</translation>
    </message>
    <message>
        <source>Performance: no maximum within N ≤ %1</source>
        <translation>Leistung: kein Maximum bei N ≤ %1</translation>
    </message>
    <message>
        <source>No maximum within N ≤ %1</source>
        <translation>Kein Maximum bei N ≤ %1</translation>
    </message>
    <message>
        <source>Payload performance R = %1 R₁</source>
        <translation>Nutzleistung R = %1 R₁</translation>
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
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>datatype</source>
        <translation>Datentyp</translation>
    </message>
    <message>
        <source>speed factor k</source>
        <translation>Geschwindigkeitsfaktor k</translation>
    </message>
    <message>
        <source>4, 8 or 1.5e3</source>
        <translation>4, 8 oder 1.5e3</translation>
    </message>
    <message>
        <source>Payload speed-up over FP64, 0.001 to 10⁴. Default 8 / bytes per element: the paper&apos;s k ≈ 4 for 64 → 16 bit. Datasheet tensor-core peaks give larger factors.</source>
        <translation>Nutz-Speedup gegenüber FP64, 0.001 bis 10⁴. Standard 8 / Byte pro Element: das k ≈ 4 der Veröffentlichung für 64 → 16 Bit. Tensor-Core-Spitzenwerte aus Datenblättern ergeben größere Faktoren.</translation>
    </message>
    <message>
        <source>not on the %1&apos;s datasheet</source>
        <translation>nicht im Datenblatt von %1</translation>
    </message>
    <message>
        <source>%1 bytes per element · s&apos; = %2</source>
        <translation>%1 Byte pro Element · s&apos; = %2</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PrecisionComparisonChart</name>
    <message>
        <source>compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>Kommunikation</translation>
    </message>
    <message>
        <source>bubble and serial</source>
        <translation>Blase und seriell</translation>
    </message>
    <message>
        <source>whole step</source>
        <translation>ganzer Schritt</translation>
    </message>
    <message>
        <source>datatype</source>
        <translation>Datentyp</translation>
    </message>
    <message>
        <source>seconds per step</source>
        <translation>Sekunden pro Schritt</translation>
    </message>
    <message>
        <source>%1 n/a</source>
        <translation>%1 k. A.</translation>
    </message>
    <message>
        <source>Not on the %1&apos;s datasheet:%2</source>
        <translation>Nicht im Datenblatt von %1:%2</translation>
    </message>
    <message>
        <source>Lower precision: compute shrinks, communication hardly; E %1</source>
        <translation>Geringere Genauigkeit: Rechenzeit schrumpft, Kommunikation kaum; E %1</translation>
    </message>
    <message>
        <source>E by datatype: %1</source>
        <translation>E nach Datentyp: %1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PrecisionEfficiencyChart</name>
    <message>
        <source>current</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>Prozessoren N</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>Effizienz E</translation>
    </message>
    <message>
        <source>%1 (no datasheet peak)</source>
        <translation>%1 (kein Datenblattwert)</translation>
    </message>
    <message>
        <source>Efficiency by precision</source>
        <translation>Effizienz nach Genauigkeit</translation>
    </message>
    <message>
        <source>E by precision</source>
        <translation>E nach Genauigkeit</translation>
    </message>
    <message>
        <source>Efficiency by precision, s = %1</source>
        <translation>Effizienz nach Genauigkeit, s = %1</translation>
    </message>
    <message>
        <source>E by precision, s = %1</source>
        <translation>E nach Genauigkeit, s = %1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PresentationDialog</name>
    <message>
        <source>text size</source>
        <translation>Textgröße</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Presentation settings</source>
        <translation>Präsentationseinstellungen</translation>
    </message>
    <message>
        <source>1 ×: the smallest text is %1 px tall on a 1920×1080 projector, and as large a share of the picture at any other resolution. Larger for a deep hall.</source>
        <translation>1 ×: Der kleinste Text ist auf einem 1920×1080-Projektor %1 px hoch und nimmt bei jeder anderen Auflösung den gleichen Anteil des Bildes ein. Größer für einen tiefen Saal.</translation>
    </message>
    <message>
        <source>Automatic (the other screen, if any)</source>
        <translation>Automatisch (der andere Bildschirm, falls vorhanden)</translation>
    </message>
    <message>
        <source>Controls shown</source>
        <translation>Angezeigte Bedienelemente</translation>
    </message>
    <message>
        <source>Law</source>
        <translation>Gesetz</translation>
    </message>
    <message>
        <source>Serial fraction s</source>
        <translation>Serieller Anteil s</translation>
    </message>
    <message>
        <source>Processors N</source>
        <translation>Prozessoren N</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>3D view</source>
        <translation>3D-Ansicht</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Shown beside the surface unless a tour step names its own charts.</source>
        <translation>Neben der Fläche angezeigt, sofern ein Rundgangsschritt keine eigenen Diagramme nennt.</translation>
    </message>
    <message>
        <source>Text size:</source>
        <translation>Textgröße:</translation>
    </message>
    <message>
        <source>Present on:</source>
        <translation>Präsentieren auf:</translation>
    </message>
    <message>
        <source>Charts:</source>
        <translation>Diagramme:</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PresentationMode</name>
    <message>
        <source>&amp;Presentation view</source>
        <translation>&amp;Präsentationsansicht</translation>
    </message>
    <message>
        <source>Presentation &amp;settings…</source>
        <translation>Präsentations&amp;einstellungen…</translation>
    </message>
    <message>
        <source>Presenting here: %1 is a separate X screen, which a window cannot move to. Start effsurf on that screen (DISPLAY=%2) to present there.</source>
        <translation>Präsentation hier: %1 ist ein separater X-Bildschirm, auf den kein Fenster verschoben werden kann. Starten Sie effsurf auf diesem Bildschirm (DISPLAY=%2), um dort zu präsentieren.</translation>
    </message>
    <message>
        <source>&amp;Law</source>
        <translation>&amp;Gesetz</translation>
    </message>
    <message>
        <source>&amp;Camera</source>
        <translation>&amp;Kamera</translation>
    </message>
    <message>
        <source>Leave the presentation view (Esc)</source>
        <translation>Präsentationsansicht verlassen (Esc)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ProbeProcess</name>
    <message>
        <source>effsurf-probe could not be started: %1</source>
        <translation>effsurf-probe konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>Cancelled: what was measured is kept</source>
        <translation>Abgebrochen: Das Gemessene bleibt erhalten</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <source>effsurf-probe stopped (exit %1)</source>
        <translation>effsurf-probe wurde beendet (Exit-Code %1)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ProcessorBox</name>
    <message>
        <source>Processors N</source>
        <translation>Prozessoren N</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>Prozessoren N</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>processor count</source>
        <translation>Prozessorzahl</translation>
    </message>
    <message>
        <source>2414592 or 2.4e6</source>
        <translation>2414592 oder 2.4e6</translation>
    </message>
    <message>
        <source>processor count value</source>
        <translation>Wert der Prozessorzahl</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ReadoutBar</name>
    <message>
        <source>speedup</source>
        <translation>Speedup</translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <source>gain ceiling</source>
        <translation>Gewinnobergrenze</translation>
    </message>
    <message>
        <source>gain ceiling 1/s&apos; (s&apos; = %1)</source>
        <translation>Gewinnobergrenze 1/s&apos; (s&apos; = %1)</translation>
    </message>
    <message>
        <source>no ceiling</source>
        <translation>keine Obergrenze</translation>
    </message>
    <message>
        <source>S grows without bound</source>
        <translation>S wächst unbegrenzt</translation>
    </message>
    <message>
        <source>maximum at N = %1</source>
        <translation>Maximum bei N = %1</translation>
    </message>
    <message>
        <source>no maximum</source>
        <translation>kein Maximum</translation>
    </message>
    <message>
        <source>within N ≤ %1</source>
        <translation>bei N ≤ %1</translation>
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
        <translation>bestes s_eff HPL</translation>
    </message>
    <message>
        <source>#1 HPL ceiling 1/s</source>
        <translation>#1 HPL Obergrenze 1/s</translation>
    </message>
    <message>
        <source>#1 HPCG</source>
        <translation>#1 HPCG</translation>
    </message>
    <message>
        <source>#1 HPCG ceiling</source>
        <translation>#1 HPCG Obergrenze</translation>
    </message>
    <message>
        <source>gain G = N E</source>
        <translation>Gewinn G = N E</translation>
    </message>
    <message>
        <source>Roofline of performance gain (Végh 2019)</source>
        <translation>Roofline des Leistungsgewinns (Végh 2019)</translation>
    </message>
    <message>
        <source>Gain G = N E of the TOP500&apos;s first three systems in HPL and the first in HPCG, by list edition, with their ceilings 1/s (Végh 2019)</source>
        <translation>Gewinn G = N E der ersten drei TOP500-Systeme in HPL und des ersten in HPCG, nach Listenausgabe, mit ihren Obergrenzen 1/s (Végh 2019)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ScaleOutGroup</name>
    <message>
        <source>Context, experts, NVLink, FP8</source>
        <translation>Kontext, Experten, NVLink, FP8</translation>
    </message>
    <message>
        <source>context parallel cp</source>
        <translation>Kontextparallelität cp</translation>
    </message>
    <message>
        <source>GPUs sharing one sequence&apos;s tokens (ring attention): activations / cp, K/V blocks exchanged each layer; s must divide into 2 cp chunks. N = t cp p d.</source>
        <translation>GPUs, die sich die Token einer Sequenz teilen (Ring Attention): Aktivierungen / cp, K/V-Blöcke in jeder Schicht ausgetauscht; s muss sich in 2 cp Teile teilen lassen. N = t cp p d.</translation>
    </message>
    <message>
        <source>expert parallel ep</source>
        <translation>Expertenparallelität ep</translation>
    </message>
    <message>
        <source>GPUs the experts are spread over, out of the d cp data-parallel ranks: experts&apos; memory / ep, an all-to-all of the tokens each MoE layer (dispatch and combine)</source>
        <translation>GPUs, auf die die Experten verteilt sind, aus den d cp datenparallelen Rängen: Expertenspeicher / ep, ein All-to-All der Token in jeder MoE-Schicht (Dispatch und Combine)</translation>
    </message>
    <message>
        <source>NVLink domain</source>
        <translation>NVLink-Domäne</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> GPUs</translation>
    </message>
    <message>
        <source>GPUs one NVLink/NVSwitch fabric joins: 8 in an HGX node, 72 in a GB200 NVL72 rack. Collectives inside it never touch the network.</source>
        <translation>GPUs, die eine NVLink/NVSwitch-Fabric verbindet: 8 in einem HGX-Knoten, 72 in einem GB200-NVL72-Rack. Kollektive Operationen darin berühren nie das Netzwerk.</translation>
    </message>
    <message>
        <source>ZeRO-Offload</source>
        <translation>ZeRO-Offload</translation>
    </message>
    <message>
        <source>Optimizer states in host memory and Adam on the CPU (Ren et al. 2021): less GPU memory, a gradient shard down and the weights up over the GPU&apos;s host link every step</source>
        <translation>Optimiererzustände im Host-Speicher und Adam auf der CPU (Ren et al. 2021): weniger GPU-Speicher, in jedem Schritt ein Gradienten-Shard hinunter und die Gewichte hinauf über die Host-Anbindung der GPU</translation>
    </message>
    <message>
        <source>FP8 recipe</source>
        <translation>FP8-Rezept</translation>
    </message>
    <message>
        <source>Transformer Engine</source>
        <translation>Transformer Engine</translation>
    </message>
    <message>
        <source>DeepSeek-V3 (FP8 dispatch)</source>
        <translation>DeepSeek-V3 (FP8-Dispatch)</translation>
    </message>
    <message>
        <source>With FP8: which products and messages use it. Both run the linear layers&apos; GEMMs at the FP8 peak and keep attention, logits, gradients and the optimizer in BF16/FP32; DeepSeek-V3 also sends the experts&apos; dispatch in FP8</source>
        <translation>Mit FP8: welche Produkte und Nachrichten es nutzen. Beide führen die GEMMs der linearen Schichten mit der FP8-Spitzenleistung aus und halten Attention, Logits, Gradienten und Optimierer in BF16/FP32; DeepSeek-V3 sendet zusätzlich den Dispatch der Experten in FP8</translation>
    </message>
    <message>
        <source>custom network</source>
        <translation>eigenes Netzwerk</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source>network line rate</source>
        <translation>Datenrate des Netzwerks</translation>
    </message>
    <message>
        <source>One network adapter&apos;s line rate (400 for NDR InfiniBand or 400 GbE)</source>
        <translation>Datenrate eines Netzwerkadapters (400 für NDR InfiniBand oder 400 GbE)</translation>
    </message>
    <message>
        <source>network latency</source>
        <translation>Netzwerklatenz</translation>
    </message>
    <message>
        <source> µs</source>
        <translation> µs</translation>
    </message>
    <message>
        <source>Latency of one step of a collective across the network</source>
        <translation>Latenz eines Schritts einer kollektiven Operation über das Netzwerk</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>Latenz</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SerialFractionBox</name>
    <message>
        <source>Serial fraction s = 1 − α</source>
        <translation>Serieller Anteil s = 1 − α</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>serieller Anteil s</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>serial fraction</source>
        <translation>serieller Anteil</translation>
    </message>
    <message>
        <source>10⁻¹² .. 1 on a logarithmic scale</source>
        <translation>10⁻¹² .. 1 auf logarithmischer Skala</translation>
    </message>
    <message>
        <source>1e-7, 0.05, 5% or alpha=0.9999999</source>
        <translation>1e-7, 0.05, 5% oder alpha=0.9999999</translation>
    </message>
    <message>
        <source>serial fraction value</source>
        <translation>Wert des seriellen Anteils</translation>
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
        <translation>TOP500-Liste</translation>
    </message>
    <message>
        <source>current</source>
        <translation>aktuell</translation>
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
        <translation>Prozessoren N</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>serieller Anteil s</translation>
    </message>
    <message>
        <source>(N, s) plane: E = %1</source>
        <translation>(N, s)-Ebene: E = %1</translation>
    </message>
    <message>
        <source>TOP500 %1</source>
        <translation>TOP500 %1</translation>
    </message>
    <message>
        <source>HPL (Amdahl s)</source>
        <translation>HPL (Amdahl-s)</translation>
    </message>
    <message>
        <source>HPCG (Amdahl s)</source>
        <translation>HPCG (Amdahl-s)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SeriesPanel</name>
    <message>
        <source>Open measurements…</source>
        <translation>Messungen öffnen…</translation>
    </message>
    <message>
        <source>CSV (a column N and time, speedup, efficiency or rmax+rpeak) or Extra-P text; files can also be dropped on the window</source>
        <translation>CSV (eine Spalte N und Zeit, Speedup, Effizienz oder rmax+rpeak) oder Extra-P-Text; Dateien können auch auf das Fenster gezogen werden</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>angezeigt</translation>
    </message>
    <message>
        <source>series</source>
        <translation>Messreihe</translation>
    </message>
    <message>
        <source>quantity</source>
        <translation>Messgröße</translation>
    </message>
    <message>
        <source>rows (distinct N)</source>
        <translation>Zeilen (verschiedene N)</translation>
    </message>
    <message>
        <source>fitted s (95% interval)</source>
        <translation>angepasstes s (95%-Intervall)</translation>
    </message>
    <message>
        <source>R²</source>
        <translation>R²</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) measured above the ideal speedup (S &gt; N): kept, fitted and flagged</source>
        <translation>
            <numerusform>%n Punkt über dem idealen Speedup gemessen (S &gt; N): behalten, in die Anpassung einbezogen und markiert</numerusform>
            <numerusform>%n Punkte über dem idealen Speedup gemessen (S &gt; N): behalten, in die Anpassung einbezogen und markiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove this series</source>
        <translation>Diese Messreihe entfernen</translation>
    </message>
    <message>
        <source>Measurement series</source>
        <translation>Messreihen</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SessionManager</name>
    <message>
        <source>effsurf sessions (*.effsurf)</source>
        <translation>effsurf-Sitzungen (*.effsurf)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>%1[*] — effsurf</source>
        <translation>%1[*] — effsurf</translation>
    </message>
    <message>
        <source>Cannot save session</source>
        <translation>Sitzung kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Sitzung speichern</translation>
    </message>
    <message>
        <source>&amp;New session</source>
        <translation>&amp;Neue Sitzung</translation>
    </message>
    <message>
        <source>Open &amp;session…</source>
        <translation>&amp;Sitzung öffnen…</translation>
    </message>
    <message>
        <source>opening another session</source>
        <translation>eine andere Sitzung geöffnet wird</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation>Sitzung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save session</source>
        <translation>Sitzung s&amp;peichern</translation>
    </message>
    <message>
        <source>Save session &amp;as…</source>
        <translation>Sitzung speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Vorlagen</translation>
    </message>
    <message>
        <source>⚠ Autosave failed: %1</source>
        <translation>⚠ Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1
Until an autosave succeeds, a crash would lose the unsaved work: free some space, or save the session elsewhere.</source>
        <translation>%1
Solange keine automatische Sicherung gelingt, ginge bei einem Absturz die nicht gespeicherte Arbeit verloren: Geben Sie Speicherplatz frei oder speichern Sie die Sitzung an einem anderen Ort.</translation>
    </message>
    <message>
        <source>Session saved to %1</source>
        <translation>Sitzung gespeichert unter %1</translation>
    </message>
    <message>
        <source>%1 (preset)</source>
        <translation>%1 (Vorlage)</translation>
    </message>
    <message>
        <source>Save as preset…</source>
        <translation>Als Vorlage speichern…</translation>
    </message>
    <message>
        <source>Save as preset</source>
        <translation>Als Vorlage speichern</translation>
    </message>
    <message>
        <source>Preset name:</source>
        <translation>Name der Vorlage:</translation>
    </message>
    <message>
        <source>Cannot save preset</source>
        <translation>Vorlage kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Delete preset</source>
        <translation>Vorlage löschen</translation>
    </message>
    <message>
        <source>Cannot delete preset</source>
        <translation>Vorlage kann nicht gelöscht werden</translation>
    </message>
    <message>
        <source>Recovered work</source>
        <translation>Wiederhergestellte Arbeit</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to &quot;%1&quot; before %2?</source>
        <translation>Änderungen an „%1“ speichern, bevor %2?</translation>
    </message>
    <message>
        <source>Discarded changes cannot be brought back.</source>
        <translation>Verworfene Änderungen können nicht wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Änderungen verwerfen</translation>
    </message>
    <message>
        <source>opening &quot;%1&quot;</source>
        <translation>„%1“ geöffnet wird</translation>
    </message>
    <message>
        <source>opening the preset &quot;%1&quot;</source>
        <translation>die Vorlage „%1“ geöffnet wird</translation>
    </message>
    <message>
        <source>Cannot open preset</source>
        <translation>Vorlage kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>starting a new session</source>
        <translation>eine neue Sitzung begonnen wird</translation>
    </message>
    <message>
        <source>recovering the autosaved work</source>
        <translation>die automatisch gespeicherte Arbeit wiederhergestellt wird</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Wiederherstellung nicht möglich</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>heute um %1</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <translation>gestern um %1</translation>
    </message>
    <message>
        <source>on %1 at %2</source>
        <translation>am %1 um %2</translation>
    </message>
    <message>
        <source>closing</source>
        <translation>effsurf geschlossen wird</translation>
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
        <translation>gewähltes Gesetz</translation>
    </message>
    <message>
        <source>ideal</source>
        <translation>ideal</translation>
    </message>
    <message>
        <source>ceiling 1/s</source>
        <translation>Obergrenze 1/s</translation>
    </message>
    <message>
        <source>current</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>Prozessoren N</translation>
    </message>
    <message>
        <source>speedup S</source>
        <translation>Speedup S</translation>
    </message>
    <message>
        <source>timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>Trainingslauf</translation>
    </message>
    <message>
        <source>Amdahl 1/s_eff(N)</source>
        <translation>Amdahl 1/s_eff(N)</translation>
    </message>
    <message>
        <source>Amdahl ceiling 1/s</source>
        <translation>Amdahl-Obergrenze 1/s</translation>
    </message>
    <message>
        <source>Speedup S = %1</source>
        <translation>Speedup S = %1</translation>
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
        <translation>dieser Lauf</translation>
    </message>
    <message>
        <source>Shares of the step: compute, memory-bound kernels (layer norms, softmax, dropout, GeLU), the pipeline bubble, the slowest stage&apos;s excess over the mean (uneven stages, the output layer), the tensor-parallel all-reduces, ring attention&apos;s K/V exchange, the experts&apos; all-to-all, the pipeline&apos;s point-to-point sends, the data-parallel gradient all-reduce, ZeRO-3&apos;s weight gathers, ZeRO-Offload&apos;s host-device copies, the optimizer and other serial time</source>
        <translation>Anteile am Schritt: Rechnen, speichergebundene Kernel (Layer-Norms, Softmax, Dropout, GeLU), die Pipeline-Blase, der Überschuss der langsamsten Stufe über den Mittelwert (ungleiche Stufen, die Ausgabeschicht), die tensorparallelen All-Reduces, der K/V-Austausch der Ring Attention, das All-to-All der Experten, die Punkt-zu-Punkt-Sendungen der Pipeline, das datenparallele Gradienten-All-Reduce, das Einsammeln der Gewichte bei ZeRO-3, die Host-Device-Kopien von ZeRO-Offload, der Optimierer und sonstige serielle Zeit</translation>
    </message>
    <message>
        <source>GPUs N = t cp p d</source>
        <translation>GPUs N = t cp p d</translation>
    </message>
    <message>
        <source>share of the step (%)</source>
        <translation>Anteil am Schritt (%)</translation>
    </message>
    <message>
        <source>Step by term: %1 s at N = %2, compute %3 %</source>
        <translation>Schritt nach Termen: %1 s bei N = %2, Rechnen %3 %</translation>
    </message>
    <message>
        <source>Step %1 s, compute %2 %</source>
        <translation>Schritt %1 s, Rechnen %2 %</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <source>HBM-bound kernels</source>
        <translation>HBM-gebundene Kernel</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>Pipeline-Blase</translation>
    </message>
    <message>
        <source>stage imbalance</source>
        <translation>Stufenungleichheit</translation>
    </message>
    <message>
        <source>tensor all-reduce</source>
        <translation>Tensor-All-Reduce</translation>
    </message>
    <message>
        <source>context K/V</source>
        <translation>Kontext-K/V</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>Experten-All-to-All</translation>
    </message>
    <message>
        <source>pipeline sends</source>
        <translation>Pipeline-Sendungen</translation>
    </message>
    <message>
        <source>data all-reduce</source>
        <translation>Daten-All-Reduce</translation>
    </message>
    <message>
        <source>ZeRO-3 gathers</source>
        <translation>ZeRO-3-Sammeln</translation>
    </message>
    <message>
        <source>host copies</source>
        <translation>Host-Kopien</translation>
    </message>
    <message>
        <source>serial</source>
        <translation>seriell</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SurfaceView</name>
    <message>
        <source>the 3D view is switched off (EFFSURF_DISABLE_3D=1).</source>
        <translation>Die 3D-Ansicht ist ausgeschaltet (EFFSURF_DISABLE_3D=1).</translation>
    </message>
    <message>
        <source>the &quot;%1&quot; display platform provides no OpenGL.</source>
        <translation>Die Displayplattform „%1“ bietet kein OpenGL.</translation>
    </message>
    <message>
        <source>no OpenGL context could be created.</source>
        <translation>Es konnte kein OpenGL-Kontext erstellt werden.</translation>
    </message>
    <message>
        <source>the OpenGL context cannot be made current.</source>
        <translation>Der OpenGL-Kontext kann nicht aktiviert werden.</translation>
    </message>
    <message>
        <source>OpenGL %1 with GLSL %2 is too old (2.1 / GLSL 1.20 needed).</source>
        <translation>OpenGL %1 mit GLSL %2 ist zu alt (2.1 / GLSL 1.20 erforderlich).</translation>
    </message>
    <message>
        <source>&lt;h3&gt;3D surface unavailable&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;The 2D charts work as usual. The 3D view needs OpenGL 2.1 or later: run effsurf on a desktop session, or headless inside &lt;tt&gt;xvfb-run&lt;/tt&gt; with Mesa.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;3D-Fläche nicht verfügbar&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Die 2D-Diagramme funktionieren wie gewohnt. Die 3D-Ansicht benötigt OpenGL 2.1 oder neuer: Starten Sie effsurf in einer Desktop-Sitzung oder ohne Bildschirm in &lt;tt&gt;xvfb-run&lt;/tt&gt; mit Mesa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>Prozessoren N</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>serieller Anteil s</translation>
    </message>
    <message>
        <source>E = 0.5 ridge</source>
        <translation>E = 0.5-Grat</translation>
    </message>
    <message>
        <source>3D surface unavailable: %1</source>
        <translation>3D-Fläche nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>3D efficiency surface</source>
        <translation>3D-Effizienzfläche</translation>
    </message>
    <message>
        <source>Efficiency E over processors N and serial fraction s. Arrow keys turn the view (Shift: finely), + and − zoom, Home returns to the camera preset</source>
        <translation>Effizienz E über Prozessoren N und seriellem Anteil s. Pfeiltasten drehen die Ansicht (Umschalt: fein), + und − zoomen, Pos1 kehrt zur Kameravoreinstellung zurück</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SystemsPanel</name>
    <message>
        <source>rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>whole list of</source>
        <translation>ganze Liste von</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Abspielen</translation>
    </message>
    <message>
        <source>search system, site or country</source>
        <translation>System, Standort oder Land suchen</translation>
    </message>
    <message>
        <source>all editions</source>
        <translation>alle Ausgaben</translation>
    </message>
    <message>
        <source>all ranks</source>
        <translation>alle Ränge</translation>
    </message>
    <message>
        <source>top </source>
        <translation>Top </translation>
    </message>
    <message>
        <source>total cores (TOP500)</source>
        <translation>Kerne gesamt (TOP500)</translation>
    </message>
    <message>
        <source>accelerator cores</source>
        <translation>Beschleunigerkerne</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>CPU-Kerne</translation>
    </message>
    <message>
        <source>s_eff depends on what counts as N: with Summit&apos;s 202,752 CPU cores instead of its 2,414,592 total cores s_eff is about 12x larger.</source>
        <translation>s_eff hängt davon ab, was als N zählt: Mit den 202,752 CPU-Kernen von Summit statt seiner 2,414,592 Kerne insgesamt ist s_eff etwa 12x größer.</translation>
    </message>
    <message>
        <source>N convention:</source>
        <translation>N-Konvention:</translation>
    </message>
    <message>
        <source>Animate the list editions, %1 per second</source>
        <translation>Die Listenausgaben animieren, %1 pro Sekunde</translation>
    </message>
    <message>
        <source>Select rows to place the systems on the surface and the (N, s) plane; HPL and HPCG runs of one machine are joined.</source>
        <translation>Zeilen auswählen, um die Systeme auf der Fläche und in der (N, s)-Ebene zu platzieren; HPL- und HPCG-Läufe einer Maschine werden verbunden.</translation>
    </message>
    <message>
        <source>⏸ Pause</source>
        <translation>⏸ Pause</translation>
    </message>
    <message numerus="yes">
        <source>%n system(s) placed on the surface and the (N, s) plane (at most %1).</source>
        <translation>
            <numerusform>%n System auf der Fläche und in der (N, s)-Ebene platziert (höchstens %1).</numerusform>
            <numerusform>%n Systeme auf der Fläche und in der (N, s)-Ebene platziert (höchstens %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>no TOP500 system name contains &quot;%1&quot;</source>
        <translation>kein TOP500-Systemname enthält „%1“</translation>
    </message>
    <message>
        <source>no TOP500 list edition &quot;%1&quot; (editions run from %2 to %3)</source>
        <translation>keine TOP500-Listenausgabe „%1“ (die Ausgaben reichen von %2 bis %3)</translation>
    </message>
    <message>
        <source>Highest rank shown</source>
        <translation>Höchster angezeigter Rang</translation>
    </message>
    <message>
        <source>TOP500 systems</source>
        <translation>TOP500-Systeme</translation>
    </message>
    <message>
        <source>TOP500 edition of the cloud</source>
        <translation>TOP500-Ausgabe der Punktwolke</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::Top500TableModel</name>
    <message>
        <source>N under the chosen convention (TOP500 Total Cores include accelerator cores)</source>
        <translation>N nach der gewählten Konvention (die TOP500-Kerne gesamt enthalten Beschleunigerkerne)</translation>
    </message>
    <message>
        <source>HPL efficiency E = Rmax / Rpeak</source>
        <translation>HPL-Effizienz E = Rmax / Rpeak</translation>
    </message>
    <message>
        <source>HPL s_eff = (1/E - 1)/(N - 1), Karp–Flatt</source>
        <translation>HPL s_eff = (1/E - 1)/(N - 1), Karp–Flatt</translation>
    </message>
    <message>
        <source>HPCG result / Rpeak (lists from 2017-06)</source>
        <translation>HPCG-Ergebnis / Rpeak (Listen ab 2017-06)</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Liste</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Standort</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Land</translation>
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
        <translation>Rundgang</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Abspielen</translation>
    </message>
    <message>
        <source>Play the tour from the selected step</source>
        <translation>Den Rundgang ab dem ausgewählten Schritt abspielen</translation>
    </message>
    <message>
        <source>Import tour…</source>
        <translation>Rundgang importieren…</translation>
    </message>
    <message>
        <source>Export tour…</source>
        <translation>Rundgang exportieren…</translation>
    </message>
    <message>
        <source>Add a tour from an .effsurf-tour file to this session</source>
        <translation>Einen Rundgang aus einer .effsurf-tour-Datei zu dieser Sitzung hinzufügen</translation>
    </message>
    <message>
        <source>Save the selected tour as an .effsurf-tour file to share it</source>
        <translation>Den ausgewählten Rundgang als .effsurf-tour-Datei speichern, um ihn weiterzugeben</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Add current state</source>
        <translation>Aktuellen Zustand hinzufügen</translation>
    </message>
    <message>
        <source>Append the state on screen (law, s, N, precision, systems, camera, panel, charts) as a step</source>
        <translation>Den Zustand auf dem Bildschirm (Gesetz, s, N, Genauigkeit, Systeme, Kamera, Reiter, Diagramme) als Schritt anhängen</translation>
    </message>
    <message>
        <source>Update from current state</source>
        <translation>Aus aktuellem Zustand aktualisieren</translation>
    </message>
    <message>
        <source>Remove step</source>
        <translation>Schritt entfernen</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>What this step shows. Live numbers: ${S}, ${E}, ${E%}, ${s}, ${N}, ${gain}, ${s_eff}…</source>
        <translation>Was dieser Schritt zeigt. Live-Werte: ${S}, ${E}, ${E%}, ${s}, ${N}, ${gain}, ${s_eff}…</translation>
    </message>
    <message>
        <source>Formula, e.g. S = \frac{1}{s + \frac{1-s}{N}} = ${S}</source>
        <translation>Formel, z. B. S = \frac{1}{s + \frac{1-s}{N}} = ${S}</translation>
    </message>
    <message>
        <source>Live numbers</source>
        <translation>Live-Werte</translation>
    </message>
    <message>
        <source>Step title:</source>
        <translation>Schritttitel:</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>Text:</translation>
    </message>
    <message>
        <source>Formula:</source>
        <translation>Formel:</translation>
    </message>
    <message>
        <source>Rename tour</source>
        <translation>Rundgang umbenennen</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <source>Delete tour</source>
        <translation>Rundgang löschen</translation>
    </message>
    <message>
        <source>Delete the tour &quot;%1&quot;? (Edit ▸ Undo brings it back.)</source>
        <translation>Den Rundgang „%1“ löschen? (Bearbeiten ▸ Rückgängig holt ihn zurück.)</translation>
    </message>
    <message>
        <source>effsurf tours (*.effsurf-tour *.json);;All files (*)</source>
        <translation>effsurf-Rundgänge (*.effsurf-tour *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import tour</source>
        <translation>Rundgang importieren</translation>
    </message>
    <message>
        <source>Cannot import the tour</source>
        <translation>Der Rundgang kann nicht importiert werden</translation>
    </message>
    <message>
        <source>Export tour</source>
        <translation>Rundgang exportieren</translation>
    </message>
    <message>
        <source>Cannot export the tour</source>
        <translation>Der Rundgang kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>My tour %1</source>
        <translation>Mein Rundgang %1</translation>
    </message>
    <message>
        <source>no tour is selected</source>
        <translation>kein Rundgang ausgewählt</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>A question for the class, e.g. What is E at N = 10^6? (the numbers stay hidden until R)</source>
        <translation>Eine Frage an die Klasse, z. B. Wie groß ist E bei N = 10^6? (die Zahlen bleiben bis R verborgen)</translation>
    </message>
    <message>
        <source>question for the class</source>
        <translation>Frage an die Klasse</translation>
    </message>
    <message>
        <source>Asked before the step&apos;s numbers are shown; R or Page Down reveals them. Empty: no question.</source>
        <translation>Wird gestellt, bevor die Zahlen des Schritts erscheinen; R oder Bild ab deckt sie auf. Leer: keine Frage.</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Frage:</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TourManager</name>
    <message>
        <source>Tour</source>
        <translation>Rundgang</translation>
    </message>
    <message>
        <source>My tours</source>
        <translation>Meine Rundgänge</translation>
    </message>
    <message>
        <source>&amp;Tours</source>
        <translation>&amp;Rundgänge</translation>
    </message>
    <message>
        <source>This session&apos;s tours</source>
        <translation>Rundgänge dieser Sitzung</translation>
    </message>
    <message>
        <source>&amp;Next step	PageDown, →</source>
        <translation>&amp;Nächster Schritt	PageDown, →</translation>
    </message>
    <message>
        <source>&amp;Previous step	PageUp, ←</source>
        <translation>&amp;Vorheriger Schritt	PageUp, ←</translation>
    </message>
    <message>
        <source>&amp;End tour	Esc</source>
        <translation>Rundgang &amp;beenden	Esc</translation>
    </message>
    <message>
        <source>&amp;Record and edit my tours…</source>
        <translation>Eigene Rundgänge &amp;aufnehmen und bearbeiten…</translation>
    </message>
    <message>
        <source>tour &quot;%1&quot; has no steps yet</source>
        <translation>Rundgang „%1“ hat noch keine Schritte</translation>
    </message>
    <message>
        <source>no tour &quot;%1&quot; (tours: %2)</source>
        <translation>kein Rundgang „%1“ (Rundgänge: %2)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TourPanel</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>End tour</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Previous step (PageUp, Left)</source>
        <translation>Vorheriger Schritt (PageUp, Left)</translation>
    </message>
    <message>
        <source>Next step (PageDown, Right, Space)</source>
        <translation>Nächster Schritt (PageDown, Right, Space)</translation>
    </message>
    <message>
        <source>End the tour (Esc)</source>
        <translation>Rundgang beenden (Esc)</translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <translation>%1 — Schritt %2 von %3</translation>
    </message>
    <message>
        <source>Question: %1&lt;br&gt;&lt;i&gt;Reveal the answer with R or Page Down.&lt;/i&gt;</source>
        <translation>Frage: %1&lt;br&gt;&lt;i&gt;Die Antwort mit R oder Bild ab aufdecken.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>Frage: %1</translation>
    </message>
    <message>
        <source>Reveal ▶</source>
        <translation>Aufdecken ▶</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingCalibrationGroup</name>
    <message>
        <source>Calibration and goal</source>
        <translation>Kalibrierung und Ziel</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>Sustained share of the datasheet peak inside the matrix products (about 60 % for Megatron-LM on A100s after calibration against its published runs)</source>
        <translation>Dauerhaft erreichter Anteil der Datenblatt-Spitzenleistung in den Matrixprodukten (etwa 60 % für Megatron-LM auf A100 nach Kalibrierung an seinen veröffentlichten Läufen)</translation>
    </message>
    <message>
        <source>overlap ω</source>
        <translation>Überlappung ω</translation>
    </message>
    <message>
        <source>Share of the data-parallel all-reduce hidden behind the backward pass</source>
        <translation>Anteil des datenparallelen All-Reduce, der hinter dem Rückwärtsdurchlauf verborgen wird</translation>
    </message>
    <message>
        <source>serial seconds</source>
        <translation>serielle Sekunden</translation>
    </message>
    <message>
        <source>Seconds per step no GPU count divides: the optimizer step, logging, data loading</source>
        <translation>Sekunden pro Schritt, die keine GPU-Anzahl teilt: Optimiererschritt, Logging, Laden der Daten</translation>
    </message>
    <message>
        <source>serial time (s)</source>
        <translation>serielle Zeit (s)</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Tokens to train on, for the days it takes (GPT-3: 300e9)</source>
        <translation>Zu trainierende Token, für die benötigten Tage (GPT-3: 300e9)</translation>
    </message>
    <message>
        <source>tokens T</source>
        <translation>Token T</translation>
    </message>
    <message>
        <source>utilization band</source>
        <translation>Auslastungsband</translation>
    </message>
    <message>
        <source>band low</source>
        <translation>Band unten</translation>
    </message>
    <message>
        <source>The utilization at the band&apos;s low end: every prediction is also given there</source>
        <translation>Die Auslastung am unteren Ende des Bandes: Jede Vorhersage wird auch dafür angegeben</translation>
    </message>
    <message>
        <source>band high</source>
        <translation>Band oben</translation>
    </message>
    <message>
        <source>The utilization at the band&apos;s high end</source>
        <translation>Die Auslastung am oberen Ende des Bandes</translation>
    </message>
    <message>
        <source>Fit to measured steps…</source>
        <translation>An gemessene Schritte anpassen…</translation>
    </message>
    <message>
        <source>Read a CSV of GPU counts and measured step times (or tokens/s; optional tp, cp, pp, dp columns) and fit this run&apos;s utilization and its network&apos;s bandwidth, with 95 % intervals</source>
        <translation>Eine CSV mit GPU-Anzahlen und gemessenen Schrittzeiten (oder Token/s; optional Spalten tp, cp, pp, dp) lesen und die Auslastung dieses Laufs sowie die Bandbreite seines Netzwerks anpassen, mit 95-%-Intervallen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Drop the measured steps (the fitted utilization and network stay)</source>
        <translation>Die gemessenen Schritte verwerfen (die angepasste Auslastung und das Netzwerk bleiben)</translation>
    </message>
    <message>
        <source>%1 measured steps from %2</source>
        <translation>%1 gemessene Schritte aus %2</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingForm</name>
    <message>
        <source>Custom transformer (from %1)</source>
        <translation>Eigener Transformer (aus %1)</translation>
    </message>
    <message>
        <source>The layout did not divide %1: it is now the best that does on %2 GPUs (t %3 × p %4 × d %5, b %6, v %7).</source>
        <translation>Die Aufteilung ging in %1 nicht auf: Jetzt gilt die beste, die auf %2 GPUs aufgeht (t %3 × p %4 × d %5, b %6, v %7).</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>Not fitted: %1</source>
        <translation>Nicht angepasst: %1</translation>
    </message>
    <message>
        <source>%1: %2. The charts show the last valid run.</source>
        <translation>%1: %2. Die Diagramme zeigen den letzten gültigen Lauf.</translation>
    </message>
    <message>
        <source>Last valid run: </source>
        <translation>Letzter gültiger Lauf: </translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Passt nicht</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingHardwareGroup</name>
    <message>
        <source>Accelerator and nodes</source>
        <translation>Beschleuniger und Knoten</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPUs pro Knoten</translation>
    </message>
    <message>
        <source>GPUs in one node, sharing its network adapters (the NVLink domain is set below: 8 in a node, 72 in an NVL72 rack)</source>
        <translation>GPUs in einem Knoten, die sich seine Netzwerkadapter teilen (die NVLink-Domäne wird unten festgelegt: 8 in einem Knoten, 72 in einem NVL72-Rack)</translation>
    </message>
    <message>
        <source>network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Custom network</source>
        <translation>Eigenes Netzwerk</translation>
    </message>
    <message>
        <source>Your own line rate and latency, set below</source>
        <translation>Eigene Datenrate und Latenz, unten festgelegt</translation>
    </message>
    <message>
        <source>NICs per node</source>
        <translation>NICs pro Knoten</translation>
    </message>
    <message>
        <source>Network adapters per node, shared by its GPUs</source>
        <translation>Netzwerkadapter pro Knoten, von seinen GPUs geteilt</translation>
    </message>
    <message>
        <source>memory kept free</source>
        <translation>freigehaltener Speicher</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>memory margin</source>
        <translation>Speicherreserve</translation>
    </message>
    <message>
        <source>Memory kept free on every GPU for the CUDA context, NCCL&apos;s buffers and the allocator&apos;s fragments: a run fits when it needs at most the rest</source>
        <translation>Auf jeder GPU freigehaltener Speicher für den CUDA-Kontext, die Puffer von NCCL und die Fragmente des Allokators: Ein Lauf passt, wenn er höchstens den Rest braucht</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingLayoutGroup</name>
    <message>
        <source>Parallel layout and batch</source>
        <translation>Parallele Aufteilung und Batch</translation>
    </message>
    <message>
        <source>tensor parallel t</source>
        <translation>Tensorparallelität t</translation>
    </message>
    <message>
        <source>GPUs splitting each layer&apos;s matrices (Megatron-LM): 4 all-reduces per layer and micro-batch, 6 with the forward recomputed</source>
        <translation>GPUs, die die Matrizen jeder Schicht aufteilen (Megatron-LM): 4 All-Reduces pro Schicht und Mikro-Batch, 6 bei neu berechnetem Vorwärtsdurchlauf</translation>
    </message>
    <message>
        <source>pipeline parallel p</source>
        <translation>Pipelineparallelität p</translation>
    </message>
    <message>
        <source>Stages the layers are split into: a bubble of (p − 1)/(v m) of the compute</source>
        <translation>Stufen, in die die Schichten aufgeteilt werden: eine Blase von (p − 1)/(v m) der Rechenzeit</translation>
    </message>
    <message>
        <source>data parallel d</source>
        <translation>Datenparallelität d</translation>
    </message>
    <message>
        <source>Replicas of the model, each on t p GPUs: one gradient all-reduce a step</source>
        <translation>Replikate des Modells, jedes auf t p GPUs: ein Gradienten-All-Reduce pro Schritt</translation>
    </message>
    <message>
        <source>micro-batch b</source>
        <translation>Mikro-Batch b</translation>
    </message>
    <message>
        <source> seq</source>
        <translation> Seq.</translation>
    </message>
    <message>
        <source>Sequences per micro-batch</source>
        <translation>Sequenzen pro Mikro-Batch</translation>
    </message>
    <message>
        <source>global batch B</source>
        <translation>globaler Batch B</translation>
    </message>
    <message>
        <source>Sequences per step: a multiple of d b; m = B/(d b) micro-batches per pipeline</source>
        <translation>Sequenzen pro Schritt: ein Vielfaches von d b; m = B/(d b) Mikro-Batches pro Pipeline</translation>
    </message>
    <message>
        <source>interleave v</source>
        <translation>Verschachtelung v</translation>
    </message>
    <message>
        <source>Model chunks per GPU (interleaved 1F1B): the bubble shrinks by v, the pipeline&apos;s sends grow by v</source>
        <translation>Modellteile pro GPU (verschachteltes 1F1B): Die Blase schrumpft um den Faktor v, die Sendungen der Pipeline wachsen um den Faktor v</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO-Stufe</translation>
    </message>
    <message>
        <source>0: none</source>
        <translation>0: keine</translation>
    </message>
    <message>
        <source>1: optimizer states sharded</source>
        <translation>1: Optimiererzustände verteilt</translation>
    </message>
    <message>
        <source>2: + gradients</source>
        <translation>2: + Gradienten</translation>
    </message>
    <message>
        <source>3 (FSDP): + weights</source>
        <translation>3 (FSDP): + Gewichte</translation>
    </message>
    <message>
        <source>ZeRO shards model states over the d replicas. Stage 2 shards the gradients too, reduce-scattered as each micro-batch&apos;s backward makes them (Llama 3&apos;s FSDP with pipelines); stage 3 (FSDP) gathers the weights for every micro-batch as well</source>
        <translation>ZeRO verteilt die Modellzustände auf die d Replikate. Stufe 2 verteilt auch die Gradienten, per Reduce-Scatter, sobald der Rückwärtsdurchlauf jedes Mikro-Batches sie erzeugt (FSDP mit Pipelines bei Llama 3); Stufe 3 (FSDP) sammelt zusätzlich für jeden Mikro-Batch die Gewichte ein</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>Hybrid sharding (HSDP): ZeRO&apos;s states over groups of this many of the d cp ranks, replicated across the groups, whose shards are all-reduced once a step</source>
        <translation>Hybrides Sharding (HSDP): die Zustände von ZeRO über Gruppen von so vielen der d cp Ränge verteilt und über die Gruppen repliziert, deren Shards einmal pro Schritt per All-Reduce zusammengeführt werden</translation>
    </message>
    <message>
        <source>all of d</source>
        <translation>ganz d</translation>
    </message>
    <message>
        <source>shard group</source>
        <translation>Shard-Gruppe</translation>
    </message>
    <message>
        <source>pipeline schedule</source>
        <translation>Pipeline-Zeitplan</translation>
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
        <translation>1F1B: eine Blase von (p − 1)/v Mikro-Batch-Zeiten, Kommunikation nicht verborgen. DualPipe: Mikro-Batches von beiden Enden, die All-to-Alls der Experten und die Sendungen hinter der Rechenarbeit der Gegenrichtung verborgen, auf SMs, die den GEMMs entzogen werden, eine Blase von (p/2 − 1) · 2/3 Mikro-Batch-Zeiten, Modellzustände zweier Stufen pro GPU (p gerade, v = 1)</translation>
    </message>
    <message>
        <source>schedule</source>
        <translation>Zeitplan</translation>
    </message>
    <message>
        <source>activation recomputation</source>
        <translation>Neuberechnung der Aktivierungen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>selective (attention)</source>
        <translation>selektiv (Attention)</translation>
    </message>
    <message>
        <source>full (each layer)</source>
        <translation>vollständig (jede Schicht)</translation>
    </message>
    <message>
        <source>What the backward pass recomputes instead of keeping (Korthikanti et al. 2022): less activation memory for more compute. With fused attention, selective costs nothing more (the kernel recomputes the scores anyway); under latent attention it also recomputes the up-projections (DeepSeek-V3)</source>
        <translation>Was der Rückwärtsdurchlauf neu berechnet, statt es aufzubewahren (Korthikanti et al. 2022): weniger Aktivierungsspeicher für mehr Rechenaufwand. Mit fusionierter Attention kostet selektiv nichts zusätzlich (der Kernel berechnet die Scores ohnehin neu); bei latenter Attention werden auch die Up-Projektionen neu berechnet (DeepSeek-V3)</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <source>data-parallel all-reduce</source>
        <translation>datenparalleles All-Reduce</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <source>How the d replicas all-reduce their gradients: a ring (2(d − 1) latencies, about twice the data) or a binary tree (2 log₂ d steps of the whole buffer)</source>
        <translation>Wie die d Replikate ihre Gradienten per All-Reduce zusammenführen: ein Ring (2(d − 1) Latenzen, etwa die doppelte Datenmenge) oder ein Binärbaum (2 log₂ d Schritte mit dem ganzen Puffer)</translation>
    </message>
    <message>
        <source>gradient all-reduce</source>
        <translation>Gradienten-All-Reduce</translation>
    </message>
    <message>
        <source>sequence parallelism</source>
        <translation>Sequenzparallelität</translation>
    </message>
    <message>
        <source>Split the layer norms&apos; and dropouts&apos; activations over t too (Korthikanti et al.)</source>
        <translation>Die Aktivierungen der Layer-Norms und Dropouts ebenfalls über t aufteilen (Korthikanti et al.)</translation>
    </message>
    <message>
        <source>fused attention (FlashAttention)</source>
        <translation>fusionierte Attention (FlashAttention)</translation>
    </message>
    <message>
        <source>Today&apos;s kernels never write the s × s scores to memory: they are neither kept nor moved, and the backward computes them again. Off: 2021&apos;s unfused attention</source>
        <translation>Heutige Kernel schreiben die s × s-Scores nie in den Speicher: Sie werden weder aufbewahrt noch bewegt, und der Rückwärtsdurchlauf berechnet sie neu. Aus: nicht fusionierte Attention von 2021</translation>
    </message>
    <message>
        <source>dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <source>Dropout&apos;s masks kept for the backward pass (GPT-3 and 2021&apos;s runs); today&apos;s large models train without dropout</source>
        <translation>Dropout-Masken für den Rückwärtsdurchlauf aufbewahrt (GPT-3 und Läufe von 2021); heutige große Modelle trainieren ohne Dropout</translation>
    </message>
    <message>
        <source>Rank every layout on these GPUs…</source>
        <translation>Alle Aufteilungen auf diesen GPUs einordnen…</translation>
    </message>
    <message>
        <source>Evaluate every valid (t, p, d, b, v) for this model, GPU count and batch</source>
        <translation>Jedes gültige (t, p, d, b, v) für dieses Modell, diese GPU-Anzahl und diesen Batch bewerten</translation>
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
        <translation>veröffentlichter Lauf</translation>
    </message>
    <message>
        <source>Choose a published run…</source>
        <translation>Veröffentlichten Lauf wählen…</translation>
    </message>
    <message>
        <source>%1
The paper states: %2</source>
        <translation>%1
Laut Veröffentlichung: %2</translation>
    </message>
    <message>
        <source>
Assumed: %1</source>
        <translation>
Angenommen: %1</translation>
    </message>
    <message>
        <source>
Documented miss: %1</source>
        <translation>
Dokumentierte Abweichung: %1</translation>
    </message>
    <message>
        <source>A run as its paper describes it: its model, GPUs, network, layout, batch and settings, the rest at today&apos;s defaults (the manual&apos;s validation table)</source>
        <translation>Ein Lauf, wie ihn seine Veröffentlichung beschreibt: Modell, GPUs, Netzwerk, Aufteilung, Batch und Einstellungen, der Rest mit heutigen Standardwerten (Validierungstabelle des Handbuchs)</translation>
    </message>
    <message>
        <source>as published</source>
        <translation>wie veröffentlicht</translation>
    </message>
    <message>
        <source>model preset</source>
        <translation>Modellvorlage</translation>
    </message>
    <message>
        <source>Custom transformer</source>
        <translation>Eigener Transformer</translation>
    </message>
    <message>
        <source>preset</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <source>Transformer layers l: the model&apos;s depth. Each runs forward and backward in sequence, with its tensor-parallel synchronizations.</source>
        <translation>Transformer-Schichten l: die Tiefe des Modells. Jede läuft nacheinander vorwärts und rückwärts, mit ihren tensorparallelen Synchronisationen.</translation>
    </message>
    <message>
        <source>depth, in steps of p v layers</source>
        <translation>Tiefe, in Schritten von p v Schichten</translation>
    </message>
    <message>
        <source>Depth at this layout: multiples of p v layers, so the pipeline keeps its stages</source>
        <translation>Tiefe bei dieser Aufteilung: Vielfache von p v Schichten, damit die Pipeline ihre Stufen behält</translation>
    </message>
    <message>
        <source>layers l</source>
        <translation>Schichten l</translation>
    </message>
    <message>
        <source>hidden size h</source>
        <translation>verborgene Dimension h</translation>
    </message>
    <message>
        <source>Width of the residual stream; the MLP is 4h wide (Megatron-LM eq. 2)</source>
        <translation>Breite des Residualstroms; das MLP ist 4h breit (Megatron-LM Gl. 2)</translation>
    </message>
    <message>
        <source>attention heads a</source>
        <translation>Attention-Köpfe a</translation>
    </message>
    <message>
        <source>Heads; h must be a multiple of them, and t must divide them</source>
        <translation>Köpfe; h muss ein Vielfaches ihrer Zahl sein, und t muss ihre Zahl teilen</translation>
    </message>
    <message>
        <source>sequence length s</source>
        <translation>Sequenzlänge s</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Token</translation>
    </message>
    <message>
        <source>Tokens per sequence (context length)</source>
        <translation>Token pro Sequenz (Kontextlänge)</translation>
    </message>
    <message>
        <source>vocabulary V</source>
        <translation>Vokabular V</translation>
    </message>
    <message>
        <source>Vocabulary size (padded, as Megatron-LM pads to 51200)</source>
        <translation>Vokabulargröße (aufgefüllt, wie Megatron-LM auf 51200 auffüllt)</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Parameters P of a model that is not a transformer stack</source>
        <translation>Parameter P eines Modells, das kein Transformer-Stapel ist</translation>
    </message>
    <message>
        <source>parameters P</source>
        <translation>Parameter P</translation>
    </message>
    <message>
        <source>FLOP per sample</source>
        <translation>FLOP pro Sample</translation>
    </message>
    <message>
        <source>Training FLOP per sample: forward and backward, about 3x the forward pass</source>
        <translation>Trainings-FLOP pro Sample: Vorwärts- und Rückwärtsdurchlauf, etwa 3x der Vorwärtsdurchlauf</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingStageStrip</name>
    <message>
        <source>Best layout</source>
        <translation>Beste Aufteilung</translation>
    </message>
    <message>
        <source>run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>Trainingslauf</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>Aufteilung</translation>
    </message>
    <message>
        <source>The run&apos;s layout: tensor t, context cp, pipeline p and data parallel d (N = t cp p d)</source>
        <translation>Die Aufteilung des Laufs: Tensor t, Kontext cp, Pipeline p und Daten d (N = t cp p d)</translation>
    </message>
    <message>
        <source>The layout search&apos;s best layout on the run&apos;s GPUs (one undo step)</source>
        <translation>Die beste Aufteilung der Aufteilungssuche auf den GPUs des Laufs (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>this run: %1</source>
        <translation>dieser Lauf: %1</translation>
    </message>
    <message>
        <source>t %1 · cp %2 · p %3 · d %4 = %5 GPUs</source>
        <translation>t %1 · cp %2 · p %3 · d %4 = %5 GPUs</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingStepImport</name>
    <message>
        <source>Fit the run to measured steps</source>
        <translation>Den Lauf an gemessene Schritte anpassen</translation>
    </message>
    <message>
        <source>Measured steps (*.csv *.txt);;All files (*)</source>
        <translation>Gemessene Schritte (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reading and fitting %1…</source>
        <translation>%1 wird gelesen und angepasst…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Fit to measured steps</source>
        <translation>An gemessene Schritte anpassen</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingThroughputChart</name>
    <message>
        <source>TFLOP/s per GPU</source>
        <translation>TFLOP/s pro GPU</translation>
    </message>
    <message>
        <source>best N</source>
        <translation>bestes N</translation>
    </message>
    <message>
        <source>Model FLOP/s per GPU over N, the run&apos;s layouts only (d dividing B / b). Best N: the fastest layout that still trains at least half the top tokens/s per GPU, i.e. time to train bought at no more than twice the GPU hours of the most economical layout.</source>
        <translation>Modell-FLOP/s pro GPU über N, nur die Aufteilungen des Laufs (d teilt B / b). Bestes N: die schnellste Aufteilung, die noch mindestens die Hälfte der höchsten Token/s pro GPU trainiert, d. h. kürzere Trainingszeit für höchstens doppelt so viele GPU-Stunden wie die sparsamste Aufteilung.</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>dieser Lauf</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <source>GPUs N = t cp p d</source>
        <translation>GPUs N = t cp p d</translation>
    </message>
    <message>
        <source>model TFLOP/s</source>
        <translation>Modell-TFLOP/s</translation>
    </message>
    <message>
        <source>MFU (%)</source>
        <translation>MFU (%)</translation>
    </message>
    <message>
        <source>fit, 95 %</source>
        <translation>Anpassung, 95 %</translation>
    </message>
    <message>
        <source>u %1–%2 %</source>
        <translation>u %1–%2 %</translation>
    </message>
    <message>
        <source>%1 TFLOP/s per GPU, MFU %2 % (best N = %3)</source>
        <translation>%1 TFLOP/s pro GPU, MFU %2 % (bestes N = %3)</translation>
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
        <translation>Diesen &amp;Lauf anzeigen</translation>
    </message>
    <message>
        <source>prediction band</source>
        <translation>Vorhersageband</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Layout search</source>
        <translation>Aufteilungssuche</translation>
    </message>
    <message>
        <source>The law on screen is %1; this run is not on the surface. Its numbers at %2:</source>
        <translation>Das angezeigte Gesetz ist %1; dieser Lauf liegt nicht auf der Fläche. Seine Werte bei %2:</translation>
    </message>
    <message>
        <source> samples</source>
        <translation> Samples</translation>
    </message>
    <message>
        <source>%1&#xa0;% (HFU %2&#xa0;%)</source>
        <translation>%1 % (HFU %2 %)</translation>
    </message>
    <message>
        <source>%1 for %2 tokens</source>
        <translation>%1 für %2 Token</translation>
    </message>
    <message>
        <source>Seconds per training step over the global batch (the sum of the terms in the first chart)</source>
        <translation>Sekunden pro Trainingsschritt über den globalen Batch (die Summe der Terme im ersten Diagramm)</translation>
    </message>
    <message>
        <source>Tokens trained per second: B s / T_step</source>
        <translation>Trainierte Token pro Sekunde: B s / T_step</translation>
    </message>
    <message>
        <source>Achieved model FLOP/s per GPU: the model&apos;s FLOP a step (forward and backward, no recomputation) over n T_step. With recomputation the hardware does more: %1 TFLOP/s</source>
        <translation>Erreichte Modell-FLOP/s pro GPU: die Modell-FLOP eines Schritts (vorwärts und rückwärts, ohne Neuberechnung) geteilt durch n T_step. Mit Neuberechnung leistet die Hardware mehr: %1 TFLOP/s</translation>
    </message>
    <message>
        <source>Model FLOP utilization (MFU): model FLOP/s over the datasheet peak. Hardware FLOP utilization (HFU) also counts the recomputed forward passes (Megatron-LM eq. 3)</source>
        <translation>Modell-FLOP-Auslastung (MFU): Modell-FLOP/s im Verhältnis zur Datenblatt-Spitzenleistung. Die Hardware-FLOP-Auslastung (HFU) zählt auch die neu berechneten Vorwärtsdurchläufe (Megatron-LM Gl. 3)</translation>
    </message>
    <message>
        <source>Days to train on T tokens at this rate</source>
        <translation>Tage für das Training mit T Token bei dieser Rate</translation>
    </message>
    <message>
        <source>GPU-hours to train on T tokens: N GPUs for the days</source>
        <translation>GPU-Stunden für das Training mit T Token: N GPUs über die Tage</translation>
    </message>
    <message>
        <source>Efficiency: the model FLOP&apos;s share of the step, the run&apos;s point on the surface</source>
        <translation>Effizienz: der Anteil der Modell-FLOP am Schritt, der Punkt des Laufs auf der Fläche</translation>
    </message>
    <message>
        <source>s_eff(N) = (1/E − 1)/(N − 1): the serial fraction Amdahl&apos;s law would need for this E</source>
        <translation>s_eff(N) = (1/E − 1)/(N − 1): der serielle Anteil, den das Amdahlsche Gesetz für dieses E bräuchte</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>Schrittzeit</translation>
    </message>
    <message>
        <source> samples/s</source>
        <translation> Samples/s</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> Token/s</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 Tage</translation>
    </message>
    <message>
        <source>for %1 %2</source>
        <translation>für %1 %2</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>Samples</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Fitted to %1 (%2 steps): utilization %3 (95 %: %4), network %5 GB/s a GPU (95 %: %6)</source>
        <translation>Angepasst an %1 (%2 Schritte): Auslastung %3 (95 %: %4), Netzwerk %5 GB/s pro GPU (95 %: %6)</translation>
    </message>
    <message>
        <source>; here %1 tokens/s</source>
        <translation>; hier %1 Token/s</translation>
    </message>
    <message>
        <source>At utilization %1–%2 %: %3 tokens/s, %4 days, %5 GPU-hours</source>
        <translation>Bei Auslastung %1–%2 %: %3 Token/s, %4 Tage, %5 GPU-Stunden</translation>
    </message>
    <message>
        <source>. The measured steps do not fit this run: %1</source>
        <translation>. Die gemessenen Schritte passen nicht zu diesem Lauf: %1</translation>
    </message>
    <message>
        <source>Every prediction at the two ends of the utilization range set under Calibration</source>
        <translation>Jede Vorhersage an den beiden Enden des unter „Kalibrierung“ eingestellten Auslastungsbereichs</translation>
    </message>
    <message>
        <source>The run fitted to the steps you measured; the band is the fit&apos;s 95 % interval</source>
        <translation>Der an Ihre gemessenen Schritte angepasste Lauf; das Band ist das 95-%-Intervall der Anpassung</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>TFLOP/s per GPU</source>
        <translation>TFLOP/s pro GPU</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU-Stunden</translation>
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
        <translation>3D-Ansicht</translation>
    </message>
    <message>
        <source>Isometric</source>
        <translation>Isometrisch</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Vorne</translation>
    </message>
    <message>
        <source>Top (heat map)</source>
        <translation>Oben (Heatmap)</translation>
    </message>
    <message>
        <source>camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <source>logarithmic E axis</source>
        <translation>logarithmische E-Achse</translation>
    </message>
    <message>
        <source>HPCG-like workloads sit near E = 1%: a log axis shows them.</source>
        <translation>HPCG-ähnliche Lasten liegen nahe E = 1%: Eine logarithmische Achse zeigt sie.</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::YearAxis</name>
    <message>
        <source>list edition</source>
        <translation>Listenausgabe</translation>
    </message>
</context>
</TS>
