<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>BuiltinTours</name>
    <message>
        <source>1 · Amdahl&apos;s law and the efficiency surface</source>
        <translation>1 · La ley de Amdahl y la superficie de eficiencia</translation>
    </message>
    <message>
        <source>From one formula to the surface E(N, s): why a tiny serial fraction caps a huge machine (the manual&apos;s The models, L1–L3, L7).</source>
        <translation>De una fórmula a la superficie E(N, s): por qué una fracción serie diminuta limita una máquina enorme (manual, The models, L1–L3, L7).</translation>
    </message>
    <message>
        <source>A small serial part</source>
        <translation>Una pequeña parte serie</translation>
    </message>
    <message>
        <source>A fraction s of the work cannot be shared out. With s = ${s} (α = ${alpha}) and N = ${N} processors the speedup is S = ${S}, not ${N}.</source>
        <translation>Una fracción s del trabajo no se puede repartir. Con s = ${s} (α = ${alpha}) y N = ${N} procesadores la aceleración es S = ${S}, no ${N}.</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Eficiencia</translation>
    </message>
    <message>
        <source>Efficiency is the share of the machine doing useful work, E = S/N. Ten times more processors at the same s = ${s}: N = ${N} reach S = ${S}, so E = ${E%}.</source>
        <translation>La eficiencia es la parte de la máquina que hace trabajo útil: E = S/N. Diez veces más procesadores con el mismo s = ${s}: N = ${N} alcanzan S = ${S}, así que E = ${E%}.</translation>
    </message>
    <message>
        <source>The gain ceiling</source>
        <translation>El techo de ganancia</translation>
    </message>
    <message>
        <source>However many processors we add, S cannot exceed 1/s = ${gain}. At N = ${N} the machine reaches S = ${S} and E = ${E}: almost all of it waits.</source>
        <translation>Por muchos procesadores que añadamos, S no puede superar 1/s = ${gain}. Con N = ${N} la máquina alcanza S = ${S} y E = ${E}: casi toda ella espera.</translation>
    </message>
    <message>
        <source>The efficiency surface</source>
        <translation>La superficie de eficiencia</translation>
    </message>
    <message>
        <source>The surface shows E over log N and log s. Its ridge E = 0.5 runs where N s = 1, a straight line on the (N, s) plane: here N = ${N}, s = ${s}, E = ${E}.</source>
        <translation>La superficie muestra E sobre log N y log s. Su cresta E = 0.5 pasa donde N s = 1, una recta en el plano (N, s): aquí N = ${N}, s = ${s}, E = ${E}.</translation>
    </message>
    <message>
        <source>What ten million cores demand</source>
        <translation>Lo que exigen diez millones de núcleos</translation>
    </message>
    <message>
        <source>To keep E high at N = ${N}, s must be far below 1/N. At s = ${s}: E = ${E%}; efficiency halves at N = ${N_half}.</source>
        <translation>Para mantener E alta con N = ${N}, s debe quedar muy por debajo de 1/N. Con s = ${s}: E = ${E%}; la eficiencia se reduce a la mitad en N = ${N_half}.</translation>
    </message>
    <message>
        <source>2 · TOP500 machines on the surface: HPL vs HPCG</source>
        <translation>2 · Máquinas del TOP500 sobre la superficie: HPL frente a HPCG</translation>
    </message>
    <message>
        <source>Real machines as points: the effective serial fraction from Rmax/Rpeak, and one machine with many efficiencies (the manual&apos;s The models, L4, §5).</source>
        <translation>Máquinas reales como puntos: la fracción serie efectiva a partir de Rmax/Rpeak, y una máquina con muchas eficiencias (manual, The models, L4, §5).</translation>
    </message>
    <message>
        <source>Summit runs HPL</source>
        <translation>Summit ejecuta HPL</translation>
    </message>
    <message>
        <source>Summit (June 2019) ran HPL at E = Rmax/Rpeak = 0.740 on N = 2,414,592 cores. Solving Amdahl&apos;s law for s gives its effective serial fraction, which places it on the surface.</source>
        <translation>Summit (junio de 2019) ejecutó HPL con E = Rmax/Rpeak = 0.740 en N = 2&#x202f;414&#x202f;592 núcleos. Despejar s de la ley de Amdahl da su fracción serie efectiva, que la sitúa sobre la superficie.</translation>
    </message>
    <message>
        <source>The gain ceiling of a real machine</source>
        <translation>El techo de ganancia de una máquina real</translation>
    </message>
    <message>
        <source>With s = ${s}, no number of Summit&apos;s cores could give more than 1/s = ${gain} times one core&apos;s payload performance; at its N it achieves S = ${S}.</source>
        <translation>Con s = ${s}, ningún número de núcleos de Summit podría dar más de 1/s = ${gain} veces el rendimiento útil de un núcleo; con su N alcanza S = ${S}.</translation>
    </message>
    <message>
        <source>HPCG on the same machine</source>
        <translation>HPCG en la misma máquina</translation>
    </message>
    <message>
        <source>HPCG, dominated by memory and communication, reached 2,926 of 200,795 TFlop/s: E = ${E%}. Same hardware, s about 190 times larger: one machine has many efficiencies, one per workload.</source>
        <translation>HPCG, dominado por la memoria y la comunicación, alcanzó 2&#x202f;926 de 200&#x202f;795 TFlop/s: E = ${E%}. El mismo hardware, s unas 190 veces mayor: una máquina tiene muchas eficiencias, una por carga de trabajo.</translation>
    </message>
    <message>
        <source>A whole list on the surface</source>
        <translation>Una lista entera sobre la superficie</translation>
    </message>
    <message>
        <source>Every machine of the June 2019 list, placed by its HPL result. The largest machines sit at the smallest s: only they can afford their N.</source>
        <translation>Cada máquina de la lista de junio de 2019, situada por su resultado de HPL. Las máquinas más grandes están en el s más pequeño: solo ellas pueden permitirse su N.</translation>
    </message>
    <message>
        <source>Exascale: Frontier</source>
        <translation>Exaescala: Frontier</translation>
    </message>
    <message>
        <source>Frontier (June 2024): N = 8.70×10⁶ cores at E = 0.703, so s_eff = ${s}. Each further factor of ten in N needs an s ten times smaller to keep E.</source>
        <translation>Frontier (junio de 2024): N = 8.70×10⁶ núcleos con E = 0.703, así que s_eff = ${s}. Cada factor diez adicional en N exige un s diez veces menor para mantener E.</translation>
    </message>
    <message>
        <source>3 · Piz Daint&apos;s GPU upgrade</source>
        <translation>3 · La ampliación con GPU de Piz Daint</translation>
    </message>
    <message>
        <source>One machine across four TOP500 lists: CPU only, K20X GPUs, P100 GPUs in part and in full (the manual&apos;s The models, §3 and §5).</source>
        <translation>Una máquina a lo largo de cuatro listas del TOP500: solo CPU, GPU K20X, GPU P100 en parte y por completo (manual, The models, §3 y §5).</translation>
    </message>
    <message>
        <source>CPU only (November 2012)</source>
        <translation>Solo CPU (noviembre de 2012)</translation>
    </message>
    <message>
        <source>Piz Daint began with 12,032 CPU cores: HPL at E = 0.865, s_eff = ${s}.</source>
        <translation>Piz Daint empezó con 12&#x202f;032 núcleos de CPU: HPL con E = 0.865, s_eff = ${s}.</translation>
    </message>
    <message>
        <source>K20X GPUs (November 2013)</source>
        <translation>GPU K20X (noviembre de 2013)</translation>
    </message>
    <message>
        <source>With GPUs N counts 115,984 cores (accelerator cores included) and Rmax rose from 216 to 6,271 TFlop/s. s_eff = ${s}: the surface now has to be read at a much larger N.</source>
        <translation>Con GPU, N cuenta 115&#x202f;984 núcleos (incluidos los del acelerador) y Rmax subió de 216 a 6&#x202f;271 TFlop/s. s_eff = ${s}: ahora la superficie se lee en un N mucho mayor.</translation>
    </message>
    <message>
        <source>P100 GPUs, in part (November 2016)</source>
        <translation>GPU P100, en parte (noviembre de 2016)</translation>
    </message>
    <message>
        <source>Newer GPUs sped the payload up, but not the host–device copying, which is serial: s_eff rose to ${s} and E fell to ${E}.</source>
        <translation>Las GPU más nuevas aceleraron el trabajo útil, pero no la copia entre anfitrión y dispositivo, que es serie: s_eff subió a ${s} y E bajó a ${E}.</translation>
    </message>
    <message>
        <source>P100 GPUs, complete (June 2017)</source>
        <translation>GPU P100, completa (junio de 2017)</translation>
    </message>
    <message>
        <source>With the upgrade complete: N = 361,760, E = ${E}, s_eff = ${s}. Rmax doubled over November 2016 (9,779 to 19,590 TFlop/s) and s_eff fell back.</source>
        <translation>Con la ampliación completa: N = 361&#x202f;760, E = ${E}, s_eff = ${s}. Rmax se duplicó respecto a noviembre de 2016 (de 9&#x202f;779 a 19&#x202f;590 TFlop/s) y s_eff volvió a bajar.</translation>
    </message>
    <message>
        <source>The whole history</source>
        <translation>Toda la historia</translation>
    </message>
    <message>
        <source>The history panel follows Piz Daint through every list: payload performance, efficiency and s_eff, with the upgrades marked.</source>
        <translation>El panel de historia sigue a Piz Daint por cada lista: rendimiento útil, eficiencia y s_eff, con las ampliaciones marcadas.</translation>
    </message>
    <message>
        <source>4 · Half precision and the communication-to-computation ratio</source>
        <translation>4 · Media precisión y la relación entre comunicación y cálculo</translation>
    </message>
    <message>
        <source>Faster arithmetic shrinks compute time, not communication: s grows and E falls (the manual&apos;s The models, §3 and §4).</source>
        <translation>Una aritmética más rápida acorta el tiempo de cálculo, no la comunicación: s crece y E baja (manual, The models, §3 y §4).</translation>
    </message>
    <message>
        <source>Summit&apos;s HPL in FP64</source>
        <translation>HPL de Summit en FP64</translation>
    </message>
    <message>
        <source>The baseline: s = ${s}, N = ${N}, E = ${E}.</source>
        <translation>La referencia: s = ${s}, N = ${N}, E = ${E}.</translation>
    </message>
    <message>
        <source>Single precision: k = 2</source>
        <translation>Precisión simple: k = 2</translation>
    </message>
    <message>
        <source>Arithmetic twice as fast halves compute time but leaves communication time unchanged, so the non-payload share grows: s&apos; = ${s_eff}, E = ${E}.</source>
        <translation>Una aritmética el doble de rápida reduce a la mitad el tiempo de cálculo pero deja igual el de comunicación, así que crece la parte no útil: s&apos; = ${s_eff}, E = ${E}.</translation>
    </message>
    <message>
        <source>Half precision: k = 4</source>
        <translation>Media precisión: k = 4</translation>
    </message>
    <message>
        <source>64-bit to 16-bit: compute about four times faster. s&apos; = ${s_eff}, E = ${E%}. The nominal gain is 4; the realized gain is k E(N, s&apos;)/E(N, s).</source>
        <translation>De 64 a 16 bits: cálculo unas cuatro veces más rápido. s&apos; = ${s_eff}, E = ${E%}. La ganancia nominal es 4; la ganancia obtenida es k E(N, s&apos;)/E(N, s).</translation>
    </message>
    <message>
        <source>Training in FP32</source>
        <translation>Entrenamiento en FP32</translation>
    </message>
    <message>
        <source>A data-parallel training run (1 billion parameters, ring all-reduce, A100 datasheet peaks × 0.4): at N = ${N}, E = ${E}.</source>
        <translation>Un entrenamiento con paralelismo de datos (1000 millones de parámetros, all-reduce en anillo, picos de la hoja de datos de la A100 × 0.4): con N = ${N}, E = ${E}.</translation>
    </message>
    <message>
        <source>Training in FP16</source>
        <translation>Entrenamiento en FP16</translation>
    </message>
    <message>
        <source>Precision enters twice: compute time falls by the datasheet ratio, gradient bytes halve, and the latency term does not shrink at all. E = ${E}; the best N falls to ${N_best}.</source>
        <translation>La precisión actúa dos veces: el tiempo de cálculo baja en la proporción de la hoja de datos, los bytes de gradiente se reducen a la mitad y el término de latencia no se reduce en absoluto. E = ${E}; el mejor N baja a ${N_best}.</translation>
    </message>
    <message>
        <source>5 · The performance wall: when more processors make it slower</source>
        <translation>5 · El muro de rendimiento: cuando más procesadores lo hacen más lento</translation>
    </message>
    <message>
        <source>If the non-payload time grows with the machine, performance has a maximum (the manual&apos;s The models, §2).</source>
        <translation>Si el tiempo no útil crece con la máquina, el rendimiento tiene un máximo (manual, The models, §2).</translation>
    </message>
    <message>
        <source>Constant s: no harm in adding processors</source>
        <translation>s constante: añadir procesadores no perjudica</translation>
    </message>
    <message>
        <source>With a constant serial fraction S keeps rising, if ever more slowly, towards 1/s = ${gain}.</source>
        <translation>Con una fracción serie constante, S sigue subiendo, aunque cada vez más despacio, hacia 1/s = ${gain}.</translation>
    </message>
    <message>
        <source>Time lines that grow with the machine</source>
        <translation>Tiempos que crecen con la máquina</translation>
    </message>
    <message>
        <source>Végh&apos;s timeline model: software, OS, communication and synchronization add up. Signal propagation grows with the machine&apos;s size, here as √N.</source>
        <translation>El modelo de línea temporal de Végh: software, sistema operativo, comunicación y sincronización se suman. La propagación de la señal crece con el tamaño de la máquina, aquí como √N.</translation>
    </message>
    <message>
        <source>The wall</source>
        <translation>El muro</translation>
    </message>
    <message>
        <source>Performance peaks at N = ${N_best} with S = ${S_best}. Here E = ${E}.</source>
        <translation>El rendimiento alcanza su máximo en N = ${N_best} con S = ${S_best}. Aquí E = ${E}.</translation>
    </message>
    <message>
        <source>Beyond the wall</source>
        <translation>Más allá del muro</translation>
    </message>
    <message>
        <source>At N = ${N} the job runs slower than at the wall: S = ${S}, E = ${E}. More processors, less performance.</source>
        <translation>Con N = ${N} el trabajo va más lento que en el muro: S = ${S}, E = ${E}. Más procesadores, menos rendimiento.</translation>
    </message>
    <message>
        <source>The same wall in training</source>
        <translation>El mismo muro en el entrenamiento</translation>
    </message>
    <message>
        <source>An all-reduce costs latency that grows with N: data-parallel training in FP16 peaks at N = ${N_best} workers.</source>
        <translation>Un all-reduce cuesta una latencia que crece con N: el entrenamiento con paralelismo de datos en FP16 alcanza su máximo en N = ${N_best} trabajadores.</translation>
    </message>
    <message>
        <source>6 · Why deep networks scale worse</source>
        <translation>6 · Por qué las redes profundas escalan peor</translation>
    </message>
    <message>
        <source>How deep can a network be: Megatron-LM&apos;s model of a transformer on tensor, pipeline and data parallel A100s (the manual&apos;s The models, §4b). Deeper means more pipeline stages, a longer bubble and more per-layer synchronizations: E falls.</source>
        <translation>Cuán profunda puede ser una red: el modelo de Megatron-LM de un transformer en A100 con paralelismo de tensor, de pipeline y de datos (manual, The models, §4b). Más profundidad significa más etapas de pipeline, una burbuja más larga y más sincronizaciones por capa: E baja.</translation>
    </message>
    <message>
        <source>A shallow transformer</source>
        <translation>Un transformer poco profundo</translation>
    </message>
    <message>
        <source>GPT-3&apos;s width (h = 12288) with only ${layers} layers, 8 to a stage: ${stages} pipeline stages, t × p × d = ${layout} = ${N} A100s. ${tflops} TFLOP/s per GPU, E = ${E}; the pipeline bubble is ${bubble%} of the step (Megatron-LM&apos;s model; the Training tab shows every term of the step).</source>
        <translation>El ancho de GPT-3 (h = 12288) con solo ${layers} capas, 8 por etapa: ${stages} etapas de pipeline, t × p × d = ${layout} = ${N} A100. ${tflops} TFLOP/s por GPU, E = ${E}; la burbuja del pipeline es el ${bubble%} del paso (modelo de Megatron-LM; la pestaña Entrenamiento muestra cada término del paso).</translation>
    </message>
    <message>
        <source>GPT-3&apos;s depth</source>
        <translation>La profundidad de GPT-3</translation>
    </message>
    <message>
        <source>96 layers: the same stages of 8 layers, now ${stages} of them on ${N} GPUs. Every stage waits for the others to fill and drain the pipeline: the bubble is ${bubble%}, E = ${E}, ${tflops} TFLOP/s per GPU. The model got deeper; no GPU got slower.</source>
        <translation>96 capas: las mismas etapas de 8 capas, ahora ${stages} en ${N} GPU. Cada etapa espera a que las demás llenen y vacíen el pipeline: la burbuja es el ${bubble%}, E = ${E}, ${tflops} TFLOP/s por GPU. El modelo se hizo más profundo; ninguna GPU se hizo más lenta.</translation>
    </message>
    <message>
        <source>Twice as deep</source>
        <translation>El doble de profunda</translation>
    </message>
    <message>
        <source>192 layers on ${stages} stages: the bubble grows to ${bubble%} of the step and E falls to ${E}. Depth costs twice: more stages to wait for, and more tensor-parallel synchronizations, four per layer and micro-batch.</source>
        <translation>192 capas en ${stages} etapas: la burbuja crece hasta el ${bubble%} del paso y E baja a ${E}. La profundidad cuesta dos veces: más etapas que esperar y más sincronizaciones de paralelismo de tensor, cuatro por capa y microlote.</translation>
    </message>
    <message>
        <source>Four times the GPUs, far from four times the speed</source>
        <translation>Cuatro veces las GPU, lejos de cuatro veces la velocidad</translation>
    </message>
    <message>
        <source>Four times the data-parallel replicas for the deep model (${N} GPUs, S = ${S}): the run is faster, but not four times. The same batch is split into fewer micro-batches per pipeline, so the bubble reaches ${bubble%} and E = ${E%}. In Amdahl&apos;s terms the run sits at s_eff = ${s_eff}.</source>
        <translation>Cuatro veces las réplicas de datos para el modelo profundo (${N} GPU, S = ${S}): la ejecución es más rápida, pero no cuatro veces. El mismo lote se divide en menos microlotes por pipeline, así que la burbuja llega al ${bubble%} y E = ${E%}. En términos de Amdahl la ejecución está en s_eff = ${s_eff}.</translation>
    </message>
    <message>
        <source>Interleaving buys some back</source>
        <translation>El intercalado recupera algo</translation>
    </message>
    <message>
        <source>Four model chunks per GPU (interleaved 1F1B) cut the bubble&apos;s time by four, for four times the pipeline&apos;s sends: of the shorter step it is now ${bubble%}, E = ${E%}. Deeper networks need such tricks to stay efficient, and each has its price.</source>
        <translation>Cuatro fragmentos del modelo por GPU (1F1B intercalado) dividen por cuatro el tiempo de la burbuja, a cambio de cuatro veces los envíos del pipeline: del paso, ahora más corto, es el ${bubble%}, E = ${E%}. Las redes más profundas necesitan estos trucos para seguir siendo eficientes, y cada uno tiene su precio.</translation>
    </message>
    <message>
        <source>where</source>
        <translation>donde</translation>
    </message>
    <message>
        <source>bubble</source>
        <translation>burbuja</translation>
    </message>
</context>
<context>
    <name>InteractivePage</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>Set this step&apos;s values again: its configuration, camera and E axis</source>
        <translation>Volver a poner los valores de este paso: su configuración, cámara y eje E</translation>
    </message>
    <message>
        <source>Back to this step&apos;s values</source>
        <translation>Volver a los valores del paso</translation>
    </message>
    <message>
        <source>Page Down or → for the next step, Page Up or ← for the step before; R reveals an answer. Move the sliders at any step: the numbers in the text follow them.</source>
        <translation>Av Pág o → para el paso siguiente, Re Pág o ← para el anterior; R revela una respuesta. Mueva los controles deslizantes en cualquier paso: los números del texto los siguen.</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>fracción serie s</translation>
    </message>
    <message>
        <source>serial fraction s (log scale)</source>
        <translation>fracción serie s (escala logarítmica)</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>procesadores N</translation>
    </message>
    <message>
        <source>processors N (log scale)</source>
        <translation>procesadores N (escala logarítmica)</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>precisión</translation>
    </message>
    <message>
        <source>growth exponent γ</source>
        <translation>exponente de crecimiento γ</translation>
    </message>
    <message>
        <source>Arrow keys move a slider by a tenth of a decade, with Shift by a hundredth; Page Up and Page Down by a decade.</source>
        <translation>Las flechas mueven un control deslizante una décima de década, con Mayús una centésima; Re Pág y Av Pág una década.</translation>
    </message>
    <message>
        <source>Download the scenario as set here, to open in effsurf</source>
        <translation>Descargar el escenario tal como está aquí, para abrirlo en effsurf</translation>
    </message>
    <message>
        <source>Save as session</source>
        <translation>Guardar como sesión</translation>
    </message>
    <message>
        <source>Download this page with your changes: it opens here and in effsurf as you left it</source>
        <translation>Descargar esta página con sus cambios: se abre aquí y en effsurf tal como la dejó</translation>
    </message>
    <message>
        <source>Save as page</source>
        <translation>Guardar como página</translation>
    </message>
    <message>
        <source>The address holds your changes too: copy it to share them.</source>
        <translation>La dirección también guarda sus cambios: cópiela para compartirlos.</translation>
    </message>
    <message>
        <source>Parameters of the law</source>
        <translation>Parámetros de la ley</translation>
    </message>
    <message>
        <source>Readout</source>
        <translation>Lectura</translation>
    </message>
    <message>
        <source>view</source>
        <translation>vista</translation>
    </message>
    <message>
        <source>logarithmic E</source>
        <translation>E logarítmica</translation>
    </message>
    <message>
        <source>On the surface: arrow keys turn it, + and − zoom, 0 returns to the view chosen; on a touch screen, turn it with two fingers.</source>
        <translation>En la superficie: las flechas la giran, + y − hacen zoom, 0 vuelve a la vista elegida; en una pantalla táctil, gírela con dos dedos.</translation>
    </message>
    <message>
        <source>The charts&apos; numbers as a table</source>
        <translation>Los números de los gráficos como tabla</translation>
    </message>
    <message>
        <source>speedup S</source>
        <translation>aceleración S</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>eficiencia E</translation>
    </message>
    <message>
        <source>Made with effsurf</source>
        <translation>Hecho con effsurf</translation>
    </message>
    <message>
        <source>every number on this page is computed by effsurf&apos;s core, compiled to WebAssembly, the same code as the desktop program. Open this file in effsurf to continue as a session.</source>
        <translation>cada número de esta página lo calcula el núcleo de effsurf, compilado a WebAssembly: el mismo código que el programa de escritorio. Abra este archivo en effsurf para continuar como sesión.</translation>
    </message>
    <message>
        <source>this configuration</source>
        <translation>esta configuración</translation>
    </message>
    <message>
        <source>Download this chart as PNG</source>
        <translation>Descargar este gráfico como PNG</translation>
    </message>
    <message>
        <source>ideal S = N</source>
        <translation>ideal S = N</translation>
    </message>
    <message>
        <source>Speedup</source>
        <translation>Aceleración</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Eficiencia</translation>
    </message>
    <message>
        <source>Performance (in FP64 processors)</source>
        <translation>Rendimiento (en procesadores FP64)</translation>
    </message>
    <message>
        <source>performance</source>
        <translation>rendimiento</translation>
    </message>
    <message>
        <source>snapshots</source>
        <translation>instantáneas</translation>
    </message>
    <message>
        <source>The (N, s) plane</source>
        <translation>El plano (N, s)</translation>
    </message>
    <message>
        <source>performance at %1 (FP64 processors)</source>
        <translation>rendimiento en %1 (procesadores FP64)</translation>
    </message>
    <message>
        <source>%1: the speedup, efficiency, performance and (N, s) charts at each decade of N</source>
        <translation>%1: los gráficos de aceleración, eficiencia, rendimiento y del plano (N, s) en cada década de N</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message>
        <source>Question: %1 — reveal the answer with R or Next.</source>
        <translation>Pregunta: %1 — revele la respuesta con R o Siguiente.</translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>Pregunta: %1</translation>
    </message>
    <message>
        <source>Reveal ▶</source>
        <translation>Revelar ▶</translation>
    </message>
    <message>
        <source>efficiency E (log)</source>
        <translation>eficiencia E (log)</translation>
    </message>
    <message>
        <source>The 3D surface needs WebGL, which this browser does not offer here (it may be switched off, or blocked for this graphics driver). The charts show the same scenario, computed the same way.</source>
        <translation>La superficie 3D necesita WebGL, que este navegador no ofrece aquí (puede estar desactivado o bloqueado para este controlador gráfico). Los gráficos muestran el mismo escenario, calculado de la misma manera.</translation>
    </message>
    <message>
        <source>Efficiency surface</source>
        <translation>Superficie de eficiencia</translation>
    </message>
    <message>
        <source>The law: %1</source>
        <translation>La ley: %1</translation>
    </message>
    <message>
        <source>Step %1: </source>
        <translation>Paso %1: </translation>
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
        <translation>Modelo de línea temporal</translation>
    </message>
    <message>
        <source>Data-parallel training</source>
        <translation>Entrenamiento con paralelismo de datos</translation>
    </message>
    <message>
        <source>Large-model training</source>
        <translation>Entrenamiento de modelos grandes</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Frontal</translation>
    </message>
    <message>
        <source>Top (heat map)</source>
        <translation>Superior (mapa de calor)</translation>
    </message>
    <message>
        <source>Isometric</source>
        <translation>Isométrica</translation>
    </message>
    <message>
        <source>Surface and charts</source>
        <translation>Superficie y gráficos</translation>
    </message>
    <message>
        <source>Efficiency surface E(N, s)</source>
        <translation>Superficie de eficiencia E(N, s)</translation>
    </message>
    <message>
        <source>Efficiency by precision</source>
        <translation>Eficiencia por precisión</translation>
    </message>
    <message>
        <source>Payload performance</source>
        <translation>Rendimiento útil</translation>
    </message>
    <message>
        <source>(N, s) plane</source>
        <translation>Plano (N, s)</translation>
    </message>
    <message>
        <source>The scenario embedded in this page cannot be read (%1). The file may have been edited or cut short; export it again from effsurf.</source>
        <translation>No se puede leer el escenario incrustado en esta página (%1). Es posible que el archivo se haya editado o haya quedado cortado; vuelva a exportarlo desde effsurf.</translation>
    </message>
    <message>
        <source>This page is missing a part (effsurf&apos;s core, plotly.js or its own drawing code); export it again from effsurf.</source>
        <translation>A esta página le falta una parte (el núcleo de effsurf, plotly.js o su propio código de dibujo); vuelva a exportarla desde effsurf.</translation>
    </message>
    <message>
        <source>This page&apos;s data does not hold what effsurf writes (%1). It may have been edited by hand; export it again from effsurf.</source>
        <translation>Los datos de esta página no contienen lo que escribe effsurf (%1). Es posible que se hayan editado a mano; vuelva a exportarla desde effsurf.</translation>
    </message>
    <message>
        <source>effsurf&apos;s core (WebAssembly) could not start in this browser: %1. A browser from the last five years runs it; so does effsurf itself (open this file there).</source>
        <translation>El núcleo de effsurf (WebAssembly) no pudo iniciarse en este navegador: %1. Cualquier navegador de los últimos cinco años lo ejecuta, y también el propio effsurf (abra allí este archivo).</translation>
    </message>
    <message>
        <source>step &quot;%1&quot; is not one of this lecture&apos;s steps, 1 to %2</source>
        <translation>el paso «%1» no es uno de los pasos de esta clase, del 1 al %2</translation>
    </message>
    <message>
        <source>This link&apos;s %1</source>
        <translation>Este enlace: %1</translation>
    </message>
    <message>
        <source>This scenario cannot be saved as a session.</source>
        <translation>Este escenario no se puede guardar como sesión.</translation>
    </message>
    <message>
        <source>This page cannot be saved again; use &quot;Save as session&quot;.</source>
        <translation>Esta página no se puede volver a guardar; use «Guardar como sesión».</translation>
    </message>
    <message>
        <source>Seen from above: processors N to the right, the serial fraction s upwards.</source>
        <translation>Vista desde arriba: procesadores N hacia la derecha, la fracción serie s hacia arriba.</translation>
    </message>
    <message>
        <source>The scenario embedded in this page is not valid: %1</source>
        <translation>El escenario incrustado en esta página no es válido: %1</translation>
    </message>
    <message>
        <source>This page computes and draws with JavaScript, which this browser has switched off for it. Allow JavaScript for this file, or open it in effsurf to continue as a session.</source>
        <translation>Esta página calcula y dibuja con JavaScript, que este navegador tiene desactivado para ella. Permita JavaScript para este archivo o ábralo en effsurf para continuar como sesión.</translation>
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
        <translation>Esta página está incompleta: sus %1 terminan antes de la parte que la dibuja. Probablemente quedó cortada al descargarla, copiarla o adjuntarla; pídala de nuevo o vuelva a exportarla desde effsurf.</translation>
    </message>
    <message>
        <source>%1 (The browser says: %2)</source>
        <translation>%1 (El navegador dice: %2)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Change s</source>
        <translation>Cambiar s</translation>
    </message>
    <message>
        <source>Change N</source>
        <translation>Cambiar N</translation>
    </message>
    <message>
        <source>Change law</source>
        <translation>Cambiar la ley</translation>
    </message>
    <message>
        <source>Change precision</source>
        <translation>Cambiar la precisión</translation>
    </message>
    <message>
        <source>Place systems</source>
        <translation>Situar sistemas</translation>
    </message>
    <message>
        <source>Show list edition</source>
        <translation>Mostrar edición de la lista</translation>
    </message>
    <message>
        <source>Change measurements</source>
        <translation>Cambiar mediciones</translation>
    </message>
    <message>
        <source>Change snapshots</source>
        <translation>Cambiar instantáneas</translation>
    </message>
    <message>
        <source>Edit tours</source>
        <translation>Editar recorridos guiados</translation>
    </message>
    <message>
        <source>Change model parameters</source>
        <translation>Cambiar parámetros del modelo</translation>
    </message>
    <message>
        <source>(automatic)</source>
        <translation>(automático)</translation>
    </message>
    <message>
        <source>Which column is N?</source>
        <translation>¿Qué columna es N?</translation>
    </message>
    <message>
        <source>Which column holds the measurement?</source>
        <translation>¿Qué columna contiene la medición?</translation>
    </message>
    <message>
        <source>What does the chosen column hold?</source>
        <translation>¿Qué contiene la columna elegida?</translation>
    </message>
    <message>
        <source>Which column is Rpeak?</source>
        <translation>¿Qué columna es Rpeak?</translation>
    </message>
    <message>
        <source>being measured by effsurf-probe</source>
        <translation>en medición por effsurf-probe</translation>
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
        <translation>eficiencia E (log)</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>eficiencia E</translation>
    </message>
    <message>
        <source>Replace file?</source>
        <translation>¿Reemplazar el archivo?</translation>
    </message>
    <message>
        <source>&quot;%1&quot; already exists. Replace it?</source>
        <translation>«%1» ya existe. ¿Reemplazarlo?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Reemplazar</translation>
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
        <translation>effsurf no se cerró correctamente. ¿Recuperar el trabajo guardado automáticamente %1?</translation>
    </message>
    <message numerus="yes">
        <source>(%n older autosave(s) will be offered at the next starts.)</source>
        <translation>
            <numerusform>(%n copia de guardado automático más antigua se ofrecerá en los próximos inicios.)</numerusform>
            <numerusform>(%n copias de guardado automático más antiguas se ofrecerán en los próximos inicios.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover unsaved work?</source>
        <translation>¿Recuperar el trabajo no guardado?</translation>
    </message>
</context>
<context>
    <name>TrainingFieldPlace</name>
    <message>
        <source>layers</source>
        <translation>capas</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>cabezas de atención</translation>
    </message>
    <message>
        <source>kv heads</source>
        <translation>cabezas de clave/valor</translation>
    </message>
    <message>
        <source>head dim</source>
        <translation>anchura de cabeza</translation>
    </message>
    <message>
        <source>ffn hidden</source>
        <translation>anchura de FFN</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>expertos</translation>
    </message>
    <message>
        <source>experts per token</source>
        <translation>expertos por token</translation>
    </message>
    <message>
        <source>shared experts</source>
        <translation>expertos compartidos</translation>
    </message>
    <message>
        <source>expert ffn hidden</source>
        <translation>anchura de experto</translation>
    </message>
    <message>
        <source>dense layers</source>
        <translation>capas densas iniciales</translation>
    </message>
    <message>
        <source>capacity factor</source>
        <translation>factor de capacidad</translation>
    </message>
    <message>
        <source>latent kv rank</source>
        <translation>rango latente de clave/valor</translation>
    </message>
    <message>
        <source>latent query rank</source>
        <translation>rango latente de consulta</translation>
    </message>
    <message>
        <source>rope head dim</source>
        <translation>anchura RoPE</translation>
    </message>
    <message>
        <source>max nodes per token</source>
        <translation>máx. nodos por token</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>etapa ZeRO</translation>
    </message>
    <message>
        <source>shard group</source>
        <translation>grupo de fragmentación</translation>
    </message>
    <message>
        <source>pipeline schedule</source>
        <translation>planificación de la tubería</translation>
    </message>
    <message>
        <source>utilization band</source>
        <translation>banda de utilización</translation>
    </message>
    <message>
        <source>memory margin</source>
        <translation>margen de memoria</translation>
    </message>
    <message>
        <source>context parallel</source>
        <translation>paralelismo de contexto</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>longitud de secuencia</translation>
    </message>
    <message>
        <source>expert parallel</source>
        <translation>paralelismo de expertos</translation>
    </message>
    <message>
        <source>network bandwidth</source>
        <translation>ancho de banda de la red</translation>
    </message>
    <message>
        <source>network latency</source>
        <translation>latencia de la red</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>tamaño oculto</translation>
    </message>
    <message>
        <source>global batch</source>
        <translation>lote global</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>paralelismo de tensores</translation>
    </message>
    <message>
        <source>pipeline parallel</source>
        <translation>paralelismo de tubería</translation>
    </message>
    <message>
        <source>data parallel</source>
        <translation>paralelismo de datos</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>microlote</translation>
    </message>
    <message>
        <source>interleave</source>
        <translation>intercalado</translation>
    </message>
    <message>
        <source>vocabulary</source>
        <translation>vocabulario</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>parámetros</translation>
    </message>
    <message>
        <source>FLOP per sample</source>
        <translation>FLOP por muestra</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>precisión</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPU por nodo</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>utilización</translation>
    </message>
    <message>
        <source>overlap</source>
        <translation>solapamiento</translation>
    </message>
    <message>
        <source>serial seconds</source>
        <translation>segundos serie</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
</context>
<context>
    <name>TrainingFields</name>
    <message>
        <source>expected a number &gt;= 0, got &apos;%1&apos;</source>
        <translation>se esperaba un número &gt;= 0, no «%1»</translation>
    </message>
    <message>
        <source>expected a number &gt; 0, got &apos;%1&apos;</source>
        <translation>se esperaba un número &gt; 0, no «%1»</translation>
    </message>
</context>
<context>
    <name>TrainingRunText</name>
    <message>
        <source>P = %1 parameters, %2 active a token</source>
        <translation>P = %1 parámetros, %2 activos por token</translation>
    </message>
    <message>
        <source>P = %1 parameters</source>
        <translation>P = %1 parámetros</translation>
    </message>
    <message>
        <source>%1; %2 model FLOP a step, %3 with recomputation</source>
        <translation>%1; %2 FLOP del modelo por paso, %3 con recálculo</translation>
    </message>
    <message>
        <source>%1; %2 FLOP a step</source>
        <translation>%1; %2 FLOP por paso</translation>
    </message>
    <message>
        <source>%1 at %2: %3 TFLOP/s peak, %4 at %5; %6 to the %7 GPUs of an NVLink domain, %8 per GPU over the network</source>
        <translation>%1 en %2: %3 TFLOP/s de pico, %4 con %5; %6 hacia las %7 GPU de un dominio NVLink, %8 por GPU a través de la red</translation>
    </message>
    <message>
        <source>every layer on one stage</source>
        <translation>todas las capas en una etapa</translation>
    </message>
    <message>
        <source>no layers (a model given by its size)</source>
        <translation>sin capas (un modelo definido por su tamaño)</translation>
    </message>
    <message>
        <source>%1 layers a stage</source>
        <translation>%1 capas por etapa</translation>
    </message>
    <message>
        <source>layers a stage: first %1, middle up to %2, last %3 (it also computes the logits)</source>
        <translation>capas por etapa: primera %1, intermedias hasta %2, última %3 (también calcula los logits)</translation>
    </message>
    <message>
        <source>N = t cp p d = %1 GPUs on %2 nodes; m = B/(d b) = %3 micro-batches; %4; %5</source>
        <translation>N = t cp p d = %1 GPU en %2 nodos; m = B/(d b) = %3 microlotes; %4; %5</translation>
    </message>
    <message>
        <source>data parallel</source>
        <translation>paralelismo de datos</translation>
    </message>
    <message>
        <source>%1 (%2%3)</source>
        <translation>%1 (%2%3)</translation>
    </message>
    <message>
        <source>, fits</source>
        <translation>, cabe</translation>
    </message>
    <message>
        <source>%1 less %2 kept free</source>
        <translation>%1 menos %2 reservados libres</translation>
    </message>
    <message>
        <source>Does not fit: %1 per GPU on stage %2, the %3 has %4.</source>
        <translation>No cabe: %1 por GPU en la etapa %2, y %3 tiene %4.</translation>
    </message>
    <message>
        <source> What frees most: %1.</source>
        <translation> Lo que más libera: %1.</translation>
    </message>
</context>
<context>
    <name>TrainingTerms</name>
    <message>
        <source>compute</source>
        <translation>cálculo</translation>
    </message>
    <message>
        <source>memory-bound kernels</source>
        <translation>kernels de memoria</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>burbuja del pipeline</translation>
    </message>
    <message>
        <source>stage imbalance</source>
        <translation>desequilibrio</translation>
    </message>
    <message>
        <source>tensor-parallel all-reduce</source>
        <translation>all-reduce de tensor</translation>
    </message>
    <message>
        <source>context-parallel K/V exchange</source>
        <translation>intercambio K/V de contexto</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>all-to-all de expertos</translation>
    </message>
    <message>
        <source>pipeline point-to-point</source>
        <translation>punto a punto del pipeline</translation>
    </message>
    <message>
        <source>data-parallel all-reduce</source>
        <translation>all-reduce de datos</translation>
    </message>
    <message>
        <source>ZeRO-3 parameter gathers</source>
        <translation>recolección ZeRO-3</translation>
    </message>
    <message>
        <source>host-device copies</source>
        <translation>copias al anfitrión</translation>
    </message>
    <message>
        <source>optimizer and serial</source>
        <translation>optimizador y serie</translation>
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
        <translation>datos binarios (byte %1 en el carácter %2): se esperaba un archivo de texto UTF-8</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte %1 at character %2): save the file as UTF-8</source>
        <translation>no es texto UTF-8 (byte %1 en el carácter %2): guarde el archivo como UTF-8</translation>
    </message>
    <message>
        <source>is a directory, not a file</source>
        <translation>es un directorio, no un archivo</translation>
    </message>
    <message>
        <source>cannot open file: %1</source>
        <translation>no se puede abrir el archivo: %1</translation>
    </message>
    <message>
        <source>a record longer than %1 MiB starts here: an unterminated quote, or not a CSV table</source>
        <translation>aquí empieza un registro de más de %1 MiB: unas comillas sin cerrar, o no es una tabla CSV</translation>
    </message>
    <message>
        <source>read error</source>
        <translation>error de lectura</translation>
    </message>
    <message>
        <source>unterminated quote: the field opened here never closes</source>
        <translation>comillas sin cerrar: el campo abierto aquí no se cierra nunca</translation>
    </message>
    <message>
        <source>unexpected text after the closing quote: &apos;%1&apos;; expected the delimiter or the end of the line</source>
        <translation>texto inesperado tras las comillas de cierre: «%1»; se esperaba el delimitador o el final de la línea</translation>
    </message>
    <message>
        <source>column %1 (%2): %3</source>
        <translation>columna %1 (%2): %3</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>columna %1: %2</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>empty; expected a number</source>
        <translation>vacío; se esperaba un número</translation>
    </message>
    <message>
        <source>expected a number, got &apos;%1&apos;</source>
        <translation>se esperaba un número, no «%1»</translation>
    </message>
    <message>
        <source>expected a finite number, got &apos;%1&apos;</source>
        <translation>se esperaba un número finito, no «%1»</translation>
    </message>
    <message>
        <source>N must be at least 1, got %1</source>
        <translation>N debe ser al menos 1, no %1</translation>
    </message>
    <message>
        <source>N = %1 is beyond the processor counts effsurf models (1 .. 1e12)</source>
        <translation>N = %1 está fuera de los números de procesadores que modela effsurf (1 .. 1e12)</translation>
    </message>
    <message>
        <source>%1 must be greater than 0, got %2</source>
        <translation>%1 debe ser mayor que 0, no %2</translation>
    </message>
    <message>
        <source>no column &apos;%1&apos; (the header has %2)</source>
        <translation>no hay ninguna columna «%1» (el encabezado contiene %2)</translation>
    </message>
    <message>
        <source>no column for N (name it n, cores, processes, ranks, threads, nodes, gpus, ...; the header has %1)</source>
        <translation>no hay columna para N (llámela n, cores, processes, ranks, threads, nodes, gpus, ...; el encabezado contiene %1)</translation>
    </message>
    <message>
        <source>an Rpeak column needs its Rmax column</source>
        <translation>una columna Rpeak necesita su columna Rmax</translation>
    </message>
    <message>
        <source>no column for the measured quantity: time, speedup, efficiency, or rmax and rpeak (the header has %1)</source>
        <translation>no hay columna para la magnitud medida: time, speedup, efficiency, o rmax y rpeak (el encabezado contiene %1)</translation>
    </message>
    <message>
        <source>file is empty: expected a header line</source>
        <translation>el archivo está vacío: se esperaba una línea de encabezado</translation>
    </message>
    <message>
        <source>expected %1 fields as in the header (line %2), found %3</source>
        <translation>se esperaban %1 campos, como en el encabezado (línea %2), pero hay %3</translation>
    </message>
    <message>
        <source>the series name is empty</source>
        <translation>el nombre de la serie está vacío</translation>
    </message>
    <message>
        <source>no data rows after the header</source>
        <translation>no hay filas de datos tras el encabezado</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>precisión</translation>
    </message>
    <message>
        <source>Amdahl&apos;s law: a fixed problem split over N processors; the serial fraction s is never split, so the speedup can never pass 1/s.</source>
        <translation>Ley de Amdahl: un problema de tamaño fijo repartido entre N procesadores; la fracción serie s nunca se reparte, así que la aceleración nunca puede superar 1/s.</translation>
    </message>
    <message>
        <source>Gustafson&apos;s law: the problem grows with the machine, its parallel part N-fold, so the speedup grows without a ceiling.</source>
        <translation>Ley de Gustafson: el problema crece con la máquina y su parte paralela se multiplica por N, así que la aceleración crece sin techo.</translation>
    </message>
    <message>
        <source>Sun and Ni&apos;s law: the parallel work grows as G = N^γ with the machine; γ = 0 is Amdahl&apos;s law, γ = 1 Gustafson&apos;s.</source>
        <translation>Ley de Sun y Ni: el trabajo paralelo crece con la máquina como G = N^γ; γ = 0 es la ley de Amdahl, γ = 1 la de Gustafson.</translation>
    </message>
    <message>
        <source>The timeline model: each contribution to the run time (the payload, the operating system, communication, synchronization) grows its own way with N; their sum at N sets the speedup and an effective s.</source>
        <translation>El modelo de línea temporal: cada contribución al tiempo de ejecución (el trabajo útil, el sistema operativo, la comunicación, la sincronización) crece a su manera con N; su suma en N determina la aceleración y una s efectiva.</translation>
    </message>
    <message>
        <source>Data-parallel training: N workers each compute a share of the step, then add up their gradients over the network; the all-reduce does not shrink with N.</source>
        <translation>Entrenamiento con paralelismo de datos: N trabajadores calculan cada uno una parte del paso y luego suman sus gradientes a través de la red; el all-reduce no disminuye con N.</translation>
    </message>
    <message>
        <source>Large-model training: the model is split by tensor, pipeline and data parallelism; the pipeline&apos;s bubble and every exchange between GPUs add to the step, so E is the compute&apos;s share of it.</source>
        <translation>Entrenamiento de modelos grandes: el modelo se divide mediante paralelismo de tensores, de tubería y de datos; la burbuja de la tubería y cada intercambio entre GPU alargan el paso, así que E es la parte del paso que corresponde al cálculo.</translation>
    </message>
    <message>
        <source>gain ceiling 1/s&apos; = %1</source>
        <translation>techo de ganancia 1/s&apos; = %1</translation>
    </message>
    <message>
        <source>no gain ceiling: S grows without bound (%1)</source>
        <translation>sin techo de ganancia: S crece sin límite (%1)</translation>
    </message>
    <message>
        <source>maximum S = %1 at N = %2</source>
        <translation>máximo S = %1 en N = %2</translation>
    </message>
    <message>
        <source>no maximum within N ≤ %1</source>
        <translation>sin máximo para N ≤ %1</translation>
    </message>
    <message>
        <source>law</source>
        <translation>ley</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>fracción serie s</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>growth exponent gamma</source>
        <translation>exponente de crecimiento gamma</translation>
    </message>
    <message>
        <source>unknown &apos;%1&apos; (expected one of %2)</source>
        <translation>desconocido: «%1» (se esperaba uno de %2)</translation>
    </message>
    <message>
        <source>; the decimal point is &apos;.&apos;: %1</source>
        <translation>; el separador decimal es «.»: %1</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected a number such as 1e-7, 0.05 or 5%, or alpha=0.9999999%2</source>
        <translation>no se puede leer «%1»; se esperaba un número como 1e-7, 0.05 o 5%, o alpha=0.9999999%2</translation>
    </message>
    <message>
        <source>alpha must lie in [0, 1], got %1</source>
        <translation>alpha debe estar en [0, 1], no %1</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>debe ser al menos %1</translation>
    </message>
    <message>
        <source>must be greater than %1</source>
        <translation>debe ser mayor que %1</translation>
    </message>
    <message>
        <source>must lie in [%1, %2], got %3</source>
        <translation>debe estar en [%1, %2], no %3</translation>
    </message>
    <message>
        <source>must be a whole number, got %1</source>
        <translation>debe ser un número entero, no %1</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected a count such as 2414592, 2,414,592 or 2.4e6%2</source>
        <translation>no se puede leer «%1»; se esperaba una cantidad como 2414592, 2,414,592 o 2.4e6%2</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected a count such as 2414592 or 2.4e6</source>
        <translation>no se puede leer «%1»; se esperaba una cantidad como 2414592 o 2.4e6</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected LO:HI such as 1:1e9</source>
        <translation>no se puede leer «%1»; se esperaba LO:HI como 1:1e9</translation>
    </message>
    <message>
        <source>low end %1 must be below high end %2</source>
        <translation>el extremo inferior %1 debe ser menor que el extremo superior %2</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;; expected RxC such as 256x256</source>
        <translation>no se puede leer «%1»; se esperaba RxC como 256x256</translation>
    </message>
    <message>
        <source>must be a finite number, got %1</source>
        <translation>debe ser un número finito, no %1</translation>
    </message>
    <message>
        <source>must be at least %1, got %2</source>
        <translation>debe ser al menos %1, no %2</translation>
    </message>
    <message>
        <source>must be greater than %1, got %2</source>
        <translation>debe ser mayor que %1, no %2</translation>
    </message>
    <message>
        <source>must not be negative, got %1</source>
        <translation>no puede ser negativo, pero es %1</translation>
    </message>
    <message>
        <source>must be a whole number &gt;= 1, not %1</source>
        <translation>debe ser un número entero &gt;= 1, no %1</translation>
    </message>
    <message>
        <source>a time series needs T(1) to give a speedup</source>
        <translation>una serie de tiempos necesita T(1) para dar una aceleración</translation>
    </message>
    <message>
        <source>expected hardware-tflops, model-tflops or gpu-hours, not &apos;%1&apos;</source>
        <translation>se esperaba hardware-tflops, model-tflops o gpu-hours, no «%1»</translation>
    </message>
    <message>
        <source>unknown convention &apos;%1&apos;; expected total, accelerator or cpu</source>
        <translation>convención desconocida «%1»; se esperaba total, accelerator o cpu</translation>
    </message>
    <message>
        <source>unknown %1 &apos;%2&apos;; expected one of %3</source>
        <translation>identificador de %1 desconocido: «%2»; se esperaba uno de %3</translation>
    </message>
    <message>
        <source>%1 is not on the %2&apos;s datasheet</source>
        <translation>%1 no figura en la hoja de datos de %2</translation>
    </message>
    <message>
        <source>published run</source>
        <translation>ejecución publicada</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>acelerador</translation>
    </message>
    <message>
        <source>network</source>
        <translation>red</translation>
    </message>
    <message>
        <source>unknown accelerator &apos;%1&apos;; expected v100, a100 or h100</source>
        <translation>acelerador desconocido «%1»; se esperaba v100, a100 o h100</translation>
    </message>
    <message>
        <source>must be greater than 1 to derive a serial fraction (with N = 1 every s fits), got %1</source>
        <translation>debe ser mayor que 1 para derivar una fracción serie (con N = 1 cualquier s encaja), no %1</translation>
    </message>
    <message>
        <source>must not exceed N = %1 (superlinear), got %2</source>
        <translation>no puede superar N = %1 (superlineal), pero es %2</translation>
    </message>
    <message>
        <source>must not exceed 1 (superlinear), got %1</source>
        <translation>no puede superar 1 (superlineal), pero es %1</translation>
    </message>
    <message>
        <source>must not exceed Rpeak = %1, got %2</source>
        <translation>no puede superar Rpeak = %1, pero es %2</translation>
    </message>
    <message>
        <source>must not exceed 1, got %1</source>
        <translation>no puede superar 1, pero es %1</translation>
    </message>
    <message>
        <source>must be 1: a model without a transformer shape trains data parallel only</source>
        <translation>debe ser 1: un modelo sin estructura de transformer solo se entrena con paralelismo de datos</translation>
    </message>
    <message>
        <source>t cp p d = %1 GPUs; at most %2</source>
        <translation>t cp p d = %1 GPU; como máximo %2</translation>
    </message>
    <message>
        <source>%1 is not a multiple of data parallel x micro-batch = %2</source>
        <translation>%1 no es múltiplo de paralelismo de datos x microlote = %2</translation>
    </message>
    <message>
        <source>must be 1 without pipeline parallelism (p = 1): there are no stages to interleave</source>
        <translation>debe ser 1 sin paralelismo de tubería (p = 1): no hay etapas que intercalar</translation>
    </message>
    <message>
        <source>DualPipe feeds micro-batches from both ends of the pipeline: p must be even and at least 2, not %1</source>
        <translation>DualPipe alimenta microlotes por ambos extremos de la tubería: p debe ser par y al menos 2, no %1</translation>
    </message>
    <message>
        <source>must be 1 under DualPipe: its two directions are its chunks</source>
        <translation>debe ser 1 con DualPipe: sus dos direcciones son sus fragmentos del modelo</translation>
    </message>
    <message>
        <source>DualPipe needs an even number of micro-batches, at least 2 p = %1, and m = B/(d b) = %2</source>
        <translation>DualPipe necesita un número par de microlotes, al menos 2 p = %1, y m = B/(d b) = %2</translation>
    </message>
    <message>
        <source>must lie in [0.001, 1] (a share of the peak), not %1</source>
        <translation>debe estar en [0.001, 1] (una fracción del pico), no %1</translation>
    </message>
    <message>
        <source>must be 1f1b or dualpipe, not &quot;%1&quot;</source>
        <translation>debe ser 1f1b o dualpipe, no «%1»</translation>
    </message>
    <message>
        <source>minimum %1 must be below maximum %2</source>
        <translation>el mínimo %1 debe ser menor que el máximo %2</translation>
    </message>
    <message>
        <source>the timeline model needs at least one</source>
        <translation>el modelo de línea temporal necesita al menos una</translation>
    </message>
    <message>
        <source>shares at N = 1 add up to %1, more than the whole single-processor time (1)</source>
        <translation>las fracciones con N = 1 suman %1, más que todo el tiempo con un solo procesador (1)</translation>
    </message>
    <message>
        <source>must be a whole number of workers, got %1</source>
        <translation>debe ser un número entero de trabajadores, no %1</translation>
    </message>
    <message>
        <source>is too large, got %1</source>
        <translation>es demasiado grande: %1</translation>
    </message>
    <message>
        <source>must be at least 2 to derive a serial fraction, got %1</source>
        <translation>debe ser al menos 2 para derivar una fracción serie, no %1</translation>
    </message>
    <message>
        <source>unknown all-reduce &apos;%1&apos;; expected ring or tree</source>
        <translation>all-reduce desconocido «%1»; se esperaba ring o tree</translation>
    </message>
    <message>
        <source>unknown scaling &apos;%1&apos;; expected strong or weak</source>
        <translation>escalado desconocido «%1»; se esperaba strong o weak</translation>
    </message>
    <message>
        <source>%1 is not divisible by %2 = %3</source>
        <translation>%1 no es divisible entre %2 = %3</translation>
    </message>
    <message>
        <source>%1 does not divide the %2 query heads (each key/value head serves an equal group of them)</source>
        <translation>%1 no divide las %2 cabezas de consulta (cada cabeza de clave/valor atiende a un grupo igual de ellas)</translation>
    </message>
    <message>
        <source>%1 is larger than the hidden size h = %2 (latent attention compresses to a rank below it)</source>
        <translation>%1 es mayor que el tamaño oculto h = %2 (la atención latente comprime a un rango inferior)</translation>
    </message>
    <message>
        <source>needs a latent key/value rank too (multi-head latent attention compresses keys and values)</source>
        <translation>necesita también un rango latente de clave/valor (la atención latente multicabeza comprime claves y valores)</translation>
    </message>
    <message>
        <source>%1 is more than the %2 experts</source>
        <translation>%1 es más que los %2 expertos</translation>
    </message>
    <message>
        <source>must lie in [%1, %2], not %3</source>
        <translation>debe estar en [%1, %2], no %3</translation>
    </message>
    <message>
        <source>must be 0, 1, 2 or 3, not %1</source>
        <translation>debe ser 0, 1, 2 o 3, no %1</translation>
    </message>
    <message>
        <source>%1 layers cannot fill pipeline parallel x interleave = %2 stages (at least one layer each)</source>
        <translation>%1 capas no pueden llenar paralelismo de tubería x intercalado = %2 etapas (al menos una capa en cada una)</translation>
    </message>
    <message>
        <source>must be 1: the model has no experts</source>
        <translation>debe ser 1: el modelo no tiene expertos</translation>
    </message>
    <message>
        <source>shards nothing without ZeRO: choose stage 1, 2 or 3, or no shard group</source>
        <translation>no fragmenta nada sin ZeRO: elija la etapa 1, 2 o 3, o ningún grupo de fragmentación</translation>
    </message>
    <message>
        <source>%1 does not divide the d x cp = %2 data-parallel ranks</source>
        <translation>%1 no divide los d x cp = %2 rangos de paralelismo de datos</translation>
    </message>
    <message>
        <source>must be none, selective or full, not &quot;%1&quot;</source>
        <translation>debe ser none, selective o full, no «%1»</translation>
    </message>
    <message>
        <source>JSON error at %1</source>
        <translation>error de JSON en %1</translation>
    </message>
    <message>
        <source>has no title</source>
        <translation>no tiene título</translation>
    </message>
    <message>
        <source>list edition must be YYYY-MM, got &apos;%1&apos;</source>
        <translation>la edición de la lista debe ser YYYY-MM, no «%1»</translation>
    </message>
    <message>
        <source>rank must be 1..500, got %1</source>
        <translation>el puesto debe estar en 1..500, no %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no data or no fit</source>
        <translation>«%1» no tiene datos o no tiene ajuste</translation>
    </message>
    <message>
        <source>a series needs an id</source>
        <translation>una serie necesita un identificador</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used by two series</source>
        <translation>«%1» lo usan dos series</translation>
    </message>
    <message>
        <source>&apos;%1&apos; holds no state</source>
        <translation>«%1» no contiene ningún estado</translation>
    </message>
    <message>
        <source>labels are A, B, C or D, got &apos;%1&apos;</source>
        <translation>las etiquetas son A, B, C o D, no «%1»</translation>
    </message>
    <message>
        <source>must be YYYY-MM or empty, got &apos;%1&apos;</source>
        <translation>debe ser YYYY-MM o estar vacío, no «%1»</translation>
    </message>
    <message>
        <source>holds no tour</source>
        <translation>no contiene ningún recorrido guiado</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is used by two tours</source>
        <translation>«%1» lo usan dos recorridos guiados</translation>
    </message>
    <message>
        <source>unknown axis range &apos;%1&apos;; expected automatic, full or data</source>
        <translation>rango de ejes desconocido «%1»; se esperaba automatic, full o data</translation>
    </message>
    <message>
        <source>no state</source>
        <translation>sin estado</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>se esperaba un objeto</translation>
    </message>
    <message>
        <source>%1 (no &quot;format&quot;: &quot;%2&quot;)</source>
        <translation>%1 (falta &quot;format&quot;: &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>se esperaba un objeto JSON</translation>
    </message>
    <message>
        <source>not a session file</source>
        <translation>no es un archivo de sesión</translation>
    </message>
    <message>
        <source>not an effsurf session</source>
        <translation>no es una sesión de effsurf</translation>
    </message>
    <message>
        <source>the scenario inside this page is broken</source>
        <translation>el escenario incrustado en esta página está dañado</translation>
    </message>
    <message>
        <source>not a tour file</source>
        <translation>no es un archivo de recorrido guiado</translation>
    </message>
    <message>
        <source>not an effsurf tour</source>
        <translation>no es un recorrido guiado de effsurf</translation>
    </message>
    <message>
        <source>unsupported schema %1</source>
        <translation>schema no compatible: %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>unknown &apos;%1&apos; (expected s, n, precision or edition)</source>
        <translation>desconocido: «%1» (se esperaba s, n, precision o edition)</translation>
    </message>
    <message>
        <source>must be %1 .. %2, got %3</source>
        <translation>debe estar en %1 .. %2, no %3</translation>
    </message>
    <message>
        <source>an edition sweep needs at least one list edition</source>
        <translation>un barrido de ediciones necesita al menos una edición de la lista</translation>
    </message>
    <message>
        <source>a tour needs an id</source>
        <translation>un recorrido guiado necesita un identificador</translation>
    </message>
    <message>
        <source>a tour needs a title</source>
        <translation>un recorrido guiado necesita un título</translation>
    </message>
    <message>
        <source>a step needs a title</source>
        <translation>un paso necesita un título</translation>
    </message>
    <message>
        <source>a step needs a state</source>
        <translation>un paso necesita un estado</translation>
    </message>
    <message>
        <source>a step sets a configuration and systems, not series, snapshots or tours</source>
        <translation>un paso establece una configuración y sistemas, no series, instantáneas ni recorridos guiados</translation>
    </message>
    <message>
        <source>must be transformer-engine or deepseek-v3, not &quot;%1&quot;</source>
        <translation>debe ser transformer-engine o deepseek-v3, no «%1»</translation>
    </message>
    <message>
        <source>both ends must lie in (0, 1] (shares of the datasheet peak, at least 0.001), got %1 to %2</source>
        <translation>ambos extremos deben estar en (0, 1] (fracciones del pico de la hoja de datos, al menos 0.001), no de %1 a %2</translation>
    </message>
    <message>
        <source>its low end %1 is above its high end %2</source>
        <translation>su extremo inferior %1 es mayor que su extremo superior %2</translation>
    </message>
    <message>
        <source>must lie in [0, %1) GiB (the device&apos;s memory), got %2</source>
        <translation>debe estar en [0, %1) GiB (la memoria del dispositivo), no %2</translation>
    </message>
    <message>
        <source>must be a line rate above 0, got %1 Gb/s</source>
        <translation>debe ser una velocidad de línea mayor que 0, no %1 Gb/s</translation>
    </message>
    <message>
        <source>must lie in [0, 1e6] microseconds, got %1</source>
        <translation>debe estar en [0, 1e6] microsegundos, no %1</translation>
    </message>
    <message>
        <source>%1 is not a multiple of t cp p = %2</source>
        <translation>%1 no es múltiplo de t cp p = %2</translation>
    </message>
    <message>
        <source>a model by its totals needs its parameters too</source>
        <translation>un modelo definido por sus totales necesita también sus parámetros</translation>
    </message>
    <message>
        <source>a model by its totals needs its FLOP per sample too</source>
        <translation>un modelo definido por sus totales necesita también sus FLOP por muestra</translation>
    </message>
    <message>
        <source>a model given by its totals has no transformer shape</source>
        <translation>un modelo definido por sus totales no tiene estructura de transformer</translation>
    </message>
    <message>
        <source>must lie in [1, 64] (tokens an expert may take over an even share), got %1</source>
        <translation>debe estar en [1, 64] (tokens que puede aceptar un experto respecto a un reparto equitativo), no %1</translation>
    </message>
    <message>
        <source>%1 is not t x cp x p x d = %2</source>
        <translation>%1 no es t x cp x p x d = %2</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>línea %1, columna %2: %3</translation>
    </message>
    <message>
        <source>unexpected text after the JSON value</source>
        <translation>texto inesperado tras el valor JSON</translation>
    </message>
    <message>
        <source>expected a JSON value</source>
        <translation>se esperaba un valor JSON</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels</source>
        <translation>anidado a más de %1 niveles de profundidad</translation>
    </message>
    <message>
        <source>the text ends where a JSON value should be</source>
        <translation>el texto termina donde debería haber un valor JSON</translation>
    </message>
    <message>
        <source>expected a member name in double quotes</source>
        <translation>se esperaba un nombre de miembro entre comillas dobles</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a member name</source>
        <translation>se esperaba &apos;:&apos; tras un nombre de miembro</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; in an object</source>
        <translation>se esperaba &apos;,&apos; o &apos;}&apos; en un objeto</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; in a list</source>
        <translation>se esperaba &apos;,&apos; o &apos;]&apos; en una lista</translation>
    </message>
    <message>
        <source>a \u escape needs four hexadecimal digits</source>
        <translation>una secuencia de escape \u necesita cuatro dígitos hexadecimales</translation>
    </message>
    <message>
        <source>text that is not UTF-8</source>
        <translation>texto que no es UTF-8</translation>
    </message>
    <message>
        <source>a string without its closing quote</source>
        <translation>una cadena sin sus comillas de cierre</translation>
    </message>
    <message>
        <source>a control character inside a string (write it as an escape)</source>
        <translation>un carácter de control dentro de una cadena (escríbalo como secuencia de escape)</translation>
    </message>
    <message>
        <source>a lone UTF-16 surrogate in a \u escape</source>
        <translation>un sustituto UTF-16 aislado en una secuencia de escape \u</translation>
    </message>
    <message>
        <source>an unknown escape in a string</source>
        <translation>una secuencia de escape desconocida en una cadena</translation>
    </message>
    <message>
        <source>a number needs digits</source>
        <translation>un número necesita dígitos</translation>
    </message>
    <message>
        <source>a number needs digits after its decimal point</source>
        <translation>un número necesita dígitos tras el separador decimal</translation>
    </message>
    <message>
        <source>a number needs digits in its exponent</source>
        <translation>un número necesita dígitos en su exponente</translation>
    </message>
    <message>
        <source>a number beyond a double&apos;s range</source>
        <translation>un número fuera del rango de un double</translation>
    </message>
    <message>
        <source>a number that cannot be read</source>
        <translation>un número que no se puede leer</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>se esperaba un número</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2, got %3</source>
        <translation>se esperaba un número entero de %1 a %2, no %3</translation>
    </message>
    <message>
        <source>expected text</source>
        <translation>se esperaba texto</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>se esperaba una lista</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>se esperaba true o false</translation>
    </message>
    <message>
        <source>cannot store a non-finite number</source>
        <translation>no se puede guardar un número no finito</translation>
    </message>
    <message>
        <source>%1 = %2 is outside the range effsurf computes with (1e-100 .. 1e100); check the unit</source>
        <translation>%1 = %2 está fuera del rango con el que calcula effsurf (1e-100 .. 1e100); compruebe la unidad</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>cabezas de atención</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <translation>paralelismo de tensores</translation>
    </message>
    <message>
        <source>2 x context parallel</source>
        <translation>2 x paralelismo de contexto</translation>
    </message>
    <message>
        <source>expert parallel</source>
        <translation>paralelismo de expertos</translation>
    </message>
    <message>
        <source>data parallel x context parallel, of which it is a part,</source>
        <translation>paralelismo de datos x paralelismo de contexto, del que forma parte,</translation>
    </message>
    <message>
        <source>expected a number such as %1, got &apos;%2&apos;</source>
        <translation>se esperaba un número como %1, no «%2»</translation>
    </message>
    <message>
        <source>expected a number such as %1, got &apos;%2&apos;; the decimal point is &apos;.&apos;: %3</source>
        <translation>se esperaba un número como %1, no «%2»; el separador decimal es «.»: %3</translation>
    </message>
    <message>
        <source>N column</source>
        <translation>columna N</translation>
    </message>
    <message>
        <source>value column</source>
        <translation>columna de valores</translation>
    </message>
    <message>
        <source>Rpeak column</source>
        <translation>columna Rpeak</translation>
    </message>
    <message>
        <source>expected a parameter name</source>
        <translation>se esperaba un nombre de parámetro</translation>
    </message>
    <message>
        <source>unknown keyword &apos;%1&apos;; expected PARAMETER, POINTS, REGION, METRIC or DATA</source>
        <translation>palabra clave desconocida «%1»; se esperaba PARAMETER, POINTS, REGION, METRIC o DATA</translation>
    </message>
    <message>
        <source>file is empty: expected PARAMETER, POINTS and DATA lines</source>
        <translation>el archivo está vacío: se esperaban líneas PARAMETER, POINTS y DATA</translation>
    </message>
    <message>
        <source>no PARAMETER line</source>
        <translation>no hay ninguna línea PARAMETER</translation>
    </message>
    <message>
        <source>no POINTS line</source>
        <translation>no hay ninguna línea POINTS</translation>
    </message>
    <message>
        <source>no DATA lines</source>
        <translation>no hay líneas DATA</translation>
    </message>
    <message>
        <source>parameter &apos;%1&apos; takes several values (%2, %3); effsurf needs a series in the process count &apos;%4&apos; alone</source>
        <translation>el parámetro «%1» toma varios valores (%2, %3); effsurf necesita una serie en la que solo varíe el número de procesos «%4»</translation>
    </message>
    <message>
        <source>process count</source>
        <translation>el número de procesos</translation>
    </message>
    <message>
        <source>POINTS before any PARAMETER line</source>
        <translation>POINTS antes de la primera línea PARAMETER</translation>
    </message>
    <message>
        <source>a &apos;(&apos; without its &apos;)&apos;</source>
        <translation>un &apos;(&apos; sin su &apos;)&apos;</translation>
    </message>
    <message>
        <source>expected at least one point</source>
        <translation>se esperaba al menos un punto</translation>
    </message>
    <message>
        <source>point (%1) has %2 coordinates for %3 parameters</source>
        <translation>el punto (%1) tiene %2 coordenadas para %3 parámetros</translation>
    </message>
    <message>
        <source>wrong DATA count: %1 DATA lines for %2 POINTS</source>
        <translation>número de DATA incorrecto: %1 líneas DATA para %2 POINTS</translation>
    </message>
    <message>
        <source>%1 in region &apos;%2&apos; for metric &apos;%3&apos;</source>
        <translation>%1 en la región «%2» para la métrica «%3»</translation>
    </message>
    <message>
        <source>%1 in region &apos;%2&apos;</source>
        <translation>%1 en la región «%2»</translation>
    </message>
    <message>
        <source>%1 for metric &apos;%2&apos;</source>
        <translation>%1 para la métrica «%2»</translation>
    </message>
    <message>
        <source>DATA before any POINTS line</source>
        <translation>DATA antes de la primera línea POINTS</translation>
    </message>
    <message>
        <source>empty DATA line: expected one or more values</source>
        <translation>línea DATA vacía: se esperaban uno o más valores</translation>
    </message>
    <message>
        <source>wrong DATA count: more DATA lines than the %1 POINTS</source>
        <translation>número de DATA incorrecto: más líneas DATA que los %1 POINTS</translation>
    </message>
    <message>
        <source>no parameter &apos;%1&apos;; the file has %2</source>
        <translation>no hay ningún parámetro «%1»; el archivo contiene %2</translation>
    </message>
    <message>
        <source>several parameters (%1): say which one is the process count</source>
        <translation>varios parámetros (%1): indique cuál es el número de procesos</translation>
    </message>
    <message>
        <source>no DATA for region &apos;%1&apos; and metric &apos;%2&apos;; the file has %3</source>
        <translation>no hay DATA para la región «%1» y la métrica «%2»; el archivo contiene %3</translation>
    </message>
    <message>
        <source>%1 and %2 could each be the %3 column: choose the %4</source>
        <translation>tanto %1 como %2 podrían ser la columna %3: elija la %4</translation>
    </message>
    <message>
        <source>say what column %1 holds: time, speedup, efficiency or Rmax</source>
        <translation>indique qué contiene la columna %1: time, speedup, efficiency o Rmax</translation>
    </message>
    <message>
        <source>no %1 column (the header has %2)</source>
        <translation>no hay ninguna columna %1 (el encabezado contiene %2)</translation>
    </message>
    <message>
        <source>%1 cannot be both N and the %2</source>
        <translation>%1 no puede ser a la vez N y %2</translation>
    </message>
    <message>
        <source>no column for Rpeak (needed with Rmax; the header has %1)</source>
        <translation>no hay columna para Rpeak (necesaria con Rmax; el encabezado contiene %1)</translation>
    </message>
    <message>
        <source>series column</source>
        <translation>columna de serie</translation>
    </message>
    <message>
        <source>missing column &apos;%1&apos;</source>
        <translation>falta la columna «%1»</translation>
    </message>
    <message>
        <source>expected yes or no, got &apos;%1&apos;</source>
        <translation>se esperaba yes o no, no «%1»</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>no puede estar vacío</translation>
    </message>
    <message>
        <source>expected a number &gt; 0, the field is empty</source>
        <translation>se esperaba un número &gt; 0, pero el campo está vacío</translation>
    </message>
    <message>
        <source>expected a number &gt; 0, got &apos;%1&apos;</source>
        <translation>se esperaba un número &gt; 0, no «%1»</translation>
    </message>
    <message>
        <source>expected a whole number, got &apos;%1&apos;</source>
        <translation>se esperaba un número entero, no «%1»</translation>
    </message>
    <message>
        <source>id &apos;%1&apos; appears twice</source>
        <translation>el identificador «%1» aparece dos veces</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to 1e9, got &apos;%2&apos;</source>
        <translation>se esperaba un número entero de %1 a 1e9, no «%2»</translation>
    </message>
    <message>
        <source>expected a ZeRO stage 0, 1, 2 or 3</source>
        <translation>se esperaba una etapa ZeRO 0, 1, 2 o 3</translation>
    </message>
    <message>
        <source>GPU-hours need the tokens trained on</source>
        <translation>las horas de GPU requieren el número de tokens de entrenamiento</translation>
    </message>
    <message>
        <source>must not be below miss_low</source>
        <translation>no puede ser menor que miss_low</translation>
    </message>
    <message>
        <source>expected reproduced or documented, got &apos;%1&apos;</source>
        <translation>se esperaba reproduced o documented, no «%1»</translation>
    </message>
    <message>
        <source>a documented miss says why</source>
        <translation>una desviación documentada debe indicar el motivo</translation>
    </message>
    <message>
        <source>Rmax exceeds Rpeak (E = %1), a source error; accelerator cores exceed total cores</source>
        <translation>Rmax supera a Rpeak (E = %1), un error de la fuente; los núcleos de acelerador superan a los núcleos totales</translation>
    </message>
    <message>
        <source>Rmax exceeds Rpeak (E = %1), a source error</source>
        <translation>Rmax supera a Rpeak (E = %1), un error de la fuente</translation>
    </message>
    <message>
        <source>accelerator cores exceed total cores</source>
        <translation>los núcleos de acelerador superan a los núcleos totales</translation>
    </message>
    <message>
        <source>expected a non-negative number, got &apos;%1&apos;</source>
        <translation>se esperaba un número no negativo, no «%1»</translation>
    </message>
    <message>
        <source>expected a whole number up to 1000000, got &apos;%1&apos;</source>
        <translation>se esperaba un número entero de hasta 1000000, no «%1»</translation>
    </message>
    <message>
        <source>Rmax, Rpeak and cores must be positive</source>
        <translation>Rmax, Rpeak y los núcleos deben ser positivos</translation>
    </message>
    <message>
        <source>expected an edition YYYY-MM, got &apos;%1&apos;</source>
        <translation>se esperaba una edición de la lista YYYY-MM, no «%1»</translation>
    </message>
    <message>
        <source>hidden is not a multiple of heads</source>
        <translation>hidden no es múltiplo de heads</translation>
    </message>
    <message>
        <source>heads is not a multiple of kv_heads</source>
        <translation>heads no es múltiplo de kv_heads</translation>
    </message>
    <message>
        <source>more experts per token than experts</source>
        <translation>más expertos por token que expertos</translation>
    </message>
    <message>
        <source>no peak for any datatype</source>
        <translation>no hay pico para ningún tipo de datos</translation>
    </message>
    <message>
        <source>%1 names the network &apos;%2&apos;, which is not in networks.csv</source>
        <translation>%1 hace referencia a la red «%2», que no está en networks.csv</translation>
    </message>
    <message>
        <source>names the preset &apos;%1&apos;, which is not shipped</source>
        <translation>hace referencia al ajuste predefinido «%1», que no viene incluido</translation>
    </message>
    <message>
        <source>no column of GPU counts (name one gpus, n or num_gpus)</source>
        <translation>no hay ninguna columna de números de GPU (llame a una gpus, n o num_gpus)</translation>
    </message>
    <message>
        <source>no column of step times or throughput (name one step_seconds, step_time_ms or tokens_per_second)</source>
        <translation>no hay ninguna columna de tiempos de paso ni de rendimiento (llame a una step_seconds, step_time_ms o tokens_per_second)</translation>
    </message>
    <message>
        <source>expected %1 fields, got %2</source>
        <translation>se esperaban %1 campos, pero hay %2</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>el número de GPU</translation>
    </message>
    <message>
        <source>expected a whole number of GPUs, got &apos;%1&apos;</source>
        <translation>se esperaba un número entero de GPU, no «%1»</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>el rendimiento</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>el tiempo de paso</translation>
    </message>
    <message>
        <source>expected a whole number &gt;= 1, got &apos;%1&apos;</source>
        <translation>se esperaba un número entero &gt;= 1, no «%1»</translation>
    </message>
    <message>
        <source>has a header but no measured step</source>
        <translation>tiene encabezado, pero ningún paso medido</translation>
    </message>
    <message>
        <source>%1 GPUs are not t cp p d = %2</source>
        <translation>%1 GPU no coinciden con t cp p d = %2</translation>
    </message>
    <message>
        <source>%1 GPUs are not a multiple of t cp p = %2 (give the row&apos;s layout in tp, cp, pp, dp columns)</source>
        <translation>%1 GPU no son múltiplo de t cp p = %2 (indique la distribución de la fila en las columnas tp, cp, pp, dp)</translation>
    </message>
    <message>
        <source>has %1 measured step: the fit needs at least three (two unknowns, the utilization and the network&apos;s bandwidth, and their intervals)</source>
        <translation>tiene %1 paso medido: el ajuste necesita al menos tres (dos incógnitas, la utilización y el ancho de banda de la red, y sus intervalos)</translation>
    </message>
    <message>
        <source>has %1 measured steps: the fit needs at least three (two unknowns, the utilization and the network&apos;s bandwidth, and their intervals)</source>
        <translation>tiene %1 pasos medidos: el ajuste necesita al menos tres (dos incógnitas, la utilización y el ancho de banda de la red, y sus intervalos)</translation>
    </message>
    <message>
        <source>every step was measured on %1 GPUs: one GPU count cannot tell the utilization from the network&apos;s bandwidth (both only lengthen the step); measure at two or more GPU counts</source>
        <translation>todos los pasos se midieron con %1 GPU: con un solo número de GPU no se puede distinguir la utilización del ancho de banda de la red (ambos solo alargan el paso); mida con dos o más números de GPU</translation>
    </message>
    <message>
        <source>its layout is not one of %1: %2: %3</source>
        <translation>su distribución no es válida para %1: %2: %3</translation>
    </message>
    <message>
        <source>no measured step crosses the network (every collective stays inside an NVLink domain of %1 GPUs), so its bandwidth cannot be fitted; measure on more nodes</source>
        <translation>ningún paso medido atraviesa la red (todas las operaciones colectivas se quedan dentro de un dominio NVLink de %1 GPU), así que no se puede ajustar su ancho de banda; mida en más nodos</translation>
    </message>
    <message>
        <source>the utilization and the network&apos;s bandwidth change these steps alike and cannot be told apart; measure at GPU counts further apart, or with the batch kept</source>
        <translation>la utilización y el ancho de banda de la red alteran estos pasos por igual y no se pueden distinguir; mida con números de GPU más separados entre sí, o manteniendo el lote</translation>
    </message>
    <message>
        <source>the steps are as fast as the %1&apos;s datasheet peak allows at u = 1: is the GPU or the precision right?</source>
        <translation>los pasos son tan rápidos como permite el pico de la hoja de datos de %1 con u = 1: ¿son correctas la GPU y la precisión?</translation>
    </message>
    <message>
        <source>unknown keyword</source>
        <translation>palabra clave desconocida</translation>
    </message>
    <message>
        <source>malformed point</source>
        <translation>punto mal formado</translation>
    </message>
    <message>
        <source>wrong DATA count</source>
        <translation>número de DATA erróneo</translation>
    </message>
    <message>
        <source>other problem</source>
        <translation>otro problema</translation>
    </message>
    <message>
        <source>%1 problem</source>
        <translation>%1 problema</translation>
    </message>
    <message>
        <source>%1 problems</source>
        <translation>%1 problemas</translation>
    </message>
    <message>
        <source>%1; the first %2 are listed</source>
        <translation>%1; se listan los primeros %2</translation>
    </message>
    <message>
        <source>empty field</source>
        <translation>campo vacío</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>no es un número</translation>
    </message>
    <message>
        <source>not finite</source>
        <translation>no finito</translation>
    </message>
    <message>
        <source>N below 1</source>
        <translation>N menor que 1</translation>
    </message>
    <message>
        <source>N above 10^12</source>
        <translation>N mayor que 10^12</translation>
    </message>
    <message>
        <source>zero or negative</source>
        <translation>cero o negativo</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>fuera de rango</translation>
    </message>
    <message>
        <source>wrong field count</source>
        <translation>número de campos erróneo</translation>
    </message>
    <message>
        <source>no series name</source>
        <translation>sin nombre de serie</translation>
    </message>
    <message>
        <source>too many series</source>
        <translation>demasiadas series</translation>
    </message>
    <message>
        <source>not a whole number</source>
        <translation>no es un número entero</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::AnimationPanel</name>
    <message>
        <source>duration</source>
        <translation>duración</translation>
    </message>
    <message>
        <source>frame rate</source>
        <translation>frecuencia de fotogramas</translation>
    </message>
    <message>
        <source>Loop</source>
        <translation>En bucle</translation>
    </message>
    <message>
        <source>PNG frames too</source>
        <translation>También fotogramas PNG</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>fracción serie s</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>procesadores N</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>precisión</translation>
    </message>
    <message>
        <source>TOP500 edition</source>
        <translation>edición del TOP500</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long one pass takes: the speed</source>
        <translation>Cuánto dura una pasada: la velocidad</translation>
    </message>
    <message>
        <source> fps</source>
        <translation> fps</translation>
    </message>
    <message>
        <source>Frames per second of the recording; a pass has duration x fps frames</source>
        <translation>Fotogramas por segundo de la grabación; una pasada tiene duración x fps fotogramas</translation>
    </message>
    <message>
        <source>What a recording captures: the window as on screen, the 3D surface or one chart</source>
        <translation>Qué captura una grabación: la ventana tal como se ve en pantalla, la superficie 3D o un gráfico</translation>
    </message>
    <message>
        <source>GIF</source>
        <translation>GIF</translation>
    </message>
    <message>
        <source>animation.gif: plays wherever images do (e-mail, wikis, old presentation programs); 256 colours a frame, 20–50 times the size of a video</source>
        <translation>animation.gif: se reproduce en cualquier lugar donde se muestren imágenes (correo electrónico, wikis, programas de presentación antiguos); 256 colores por fotograma, 20–50 veces el tamaño de un vídeo</translation>
    </message>
    <message>
        <source>MP4 (H.264)</source>
        <translation>MP4 (H.264)</translation>
    </message>
    <message>
        <source>animation.mp4: plays in PowerPoint, Keynote, LibreOffice Impress and every browser; a twentieth of the GIF&apos;s size or less</source>
        <translation>animation.mp4: se reproduce en PowerPoint, Keynote, LibreOffice Impress y cualquier navegador; una vigésima parte del tamaño del GIF o menos</translation>
    </message>
    <message>
        <source>WebM (VP9)</source>
        <translation>WebM (VP9)</translation>
    </message>
    <message>
        <source>animation.webm: a free format for browsers and free players (VLC, mpv); on charts about 1.4 times the MP4&apos;s size, and slower to encode</source>
        <translation>animation.webm: un formato libre para navegadores y reproductores libres (VLC, mpv); en gráficos, unas 1.4 veces el tamaño del MP4, y más lento de codificar</translation>
    </message>
    <message>
        <source>PNG frames only</source>
        <translation>Solo fotogramas PNG</translation>
    </message>
    <message>
        <source>frame-0001.png … only: lossless frames to edit or encode yourself</source>
        <translation>Solo frame-0001.png …: fotogramas sin pérdida para editarlos o codificarlos por su cuenta</translation>
    </message>
    <message>
        <source>What a recording writes into the chosen directory</source>
        <translation>Qué escribe una grabación en el directorio elegido</translation>
    </message>
    <message>
        <source>Small file</source>
        <translation>Archivo pequeño</translation>
    </message>
    <message>
        <source>About two thirds of Balanced; thin lines and small text get soft edges</source>
        <translation>Unos dos tercios de Equilibrado; las líneas finas y el texto pequeño quedan con bordes suavizados</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Equilibrado</translation>
    </message>
    <message>
        <source>Sharp text and lines on a projector at a moderate size (the default)</source>
        <translation>Texto y líneas nítidos en un proyector a un tamaño moderado (predeterminado)</translation>
    </message>
    <message>
        <source>High quality</source>
        <translation>Alta calidad</translation>
    </message>
    <message>
        <source>Close to the frames themselves, for close-ups and re-encoding; about 1.5 times Balanced</source>
        <translation>Cercano a los propios fotogramas, para primeros planos y recodificación; unas 1.5 veces Equilibrado</translation>
    </message>
    <message>
        <source>The video&apos;s size/quality trade-off (MP4 and WebM)</source>
        <translation>El compromiso entre tamaño y calidad del vídeo (MP4 y WebM)</translation>
    </message>
    <message>
        <source>Also write the frames as frame-0001.png … beside the GIF or video</source>
        <translation>Escribir también los fotogramas como frame-0001.png … junto al GIF o al vídeo</translation>
    </message>
    <message>
        <source>Frame size of surface and chart recordings; the window is recorded at its own size</source>
        <translation>Tamaño de fotograma de las grabaciones de la superficie y de los gráficos; la ventana se graba a su propio tamaño</translation>
    </message>
    <message>
        <source>Position in the sweep</source>
        <translation>Posición en el barrido</translation>
    </message>
    <message>
        <source>Record…</source>
        <translation>Grabar…</translation>
    </message>
    <message>
        <source>Record every frame of the sweep into a directory you choose</source>
        <translation>Grabar cada fotograma del barrido en el directorio que elija</translation>
    </message>
    <message>
        <source>Back to the first frame</source>
        <translation>Volver al primer fotograma</translation>
    </message>
    <message>
        <source>One frame back</source>
        <translation>Un fotograma atrás</translation>
    </message>
    <message>
        <source>One frame forward</source>
        <translation>Un fotograma adelante</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Reproducir o pausar</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Barrido</translation>
    </message>
    <message>
        <source>from</source>
        <translation>desde</translation>
    </message>
    <message>
        <source>to</source>
        <translation>hasta</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Grabar</translation>
    </message>
    <message>
        <source>at</source>
        <translation>a</translation>
    </message>
    <message>
        <source>as</source>
        <translation>como</translation>
    </message>
    <message>
        <source>Record into</source>
        <translation>Grabar en</translation>
    </message>
    <message>
        <source>Replace the earlier recording?</source>
        <translation>¿Reemplazar la grabación anterior?</translation>
    </message>
    <message numerus="yes">
        <source>%1 already holds %n file(s) of a recording (%2). Replace them?</source>
        <translation>
            <numerusform>%1 ya contiene %n archivo de una grabación (%2). ¿Reemplazarlo?</numerusform>
            <numerusform>%1 ya contiene %n archivos de una grabación (%2). ¿Reemplazarlos?</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Reemplazar</translation>
    </message>
    <message>
        <source>Recording</source>
        <translation>Grabación</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) written to %1</source>
        <translation>
            <numerusform>%n fotograma escrito en %1</numerusform>
            <numerusform>%n fotogramas escritos en %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) recorded into %1</source>
        <translation>
            <numerusform>%n fotograma grabado en %1</numerusform>
            <numerusform>%n fotogramas grabados en %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) → %1</source>
        <translation>
            <numerusform>%n fotograma → %1</numerusform>
            <numerusform>%n fotogramas → %1</numerusform>
        </translation>
    </message>
    <message>
        <source>frame %1/%2  %3</source>
        <translation>fotograma %1/%2  %3</translation>
    </message>
    <message numerus="yes">
        <source>Recording %n frame(s)…</source>
        <translation>
            <numerusform>Grabando %n fotograma…</numerusform>
            <numerusform>Grabando %n fotogramas…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ComparePanel</name>
    <message>
        <source>Save the current configuration as</source>
        <translation>Guardar la configuración actual como</translation>
    </message>
    <message>
        <source>Snapshot %1 (Ctrl+%2): overlaid on every chart and the surface</source>
        <translation>Instantánea %1 (Ctrl+%2): superpuesta en todos los gráficos y en la superficie</translation>
    </message>
    <message>
        <source>Save as snapshot &amp;%1</source>
        <translation>Guardar como instantánea &amp;%1</translation>
    </message>
    <message>
        <source>configuration</source>
        <translation>configuración</translation>
    </message>
    <message>
        <source>speedup S</source>
        <translation>aceleración S</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>eficiencia E</translation>
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
        <translation>N del R máximo</translation>
    </message>
    <message>
        <source>Ratios are to snapshot A (or the first snapshot). R is the payload performance in units of one FP64 processor, so precisions compare.</source>
        <translation>Los cocientes son respecto a la instantánea A (o a la primera instantánea). R es el rendimiento útil en unidades de un procesador FP64, de modo que las precisiones son comparables.</translation>
    </message>
    <message>
        <source>none (R grows)</source>
        <translation>ninguno (R crece)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurar</translation>
    </message>
    <message>
        <source>Snapshots side by side</source>
        <translation>Instantáneas lado a lado</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ComparisonChart</name>
    <message>
        <source>fit</source>
        <translation>ajuste</translation>
    </message>
    <message>
        <source>S &gt; N</source>
        <translation>S &gt; N</translation>
    </message>
    <message>
        <source>snapshots %1</source>
        <translation>instantáneas %1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::DataParallelTrainingBox</name>
    <message>
        <source>Data-parallel training (alpha-beta model)</source>
        <translation>Entrenamiento con paralelismo de datos (modelo alpha-beta)</translation>
    </message>
    <message>
        <source>Throughput per worker: the datasheet peak for the chosen precision (a peak, not a measurement) times the utilization</source>
        <translation>Rendimiento por trabajador: el pico de la hoja de datos para la precisión elegida (un pico, no una medición) multiplicado por la utilización</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>acelerador</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>utilización</translation>
    </message>
    <message>
        <source>parameters P</source>
        <translation>parámetros P</translation>
    </message>
    <message>
        <source>FLOP per step F</source>
        <translation>FLOP por paso F</translation>
    </message>
    <message>
        <source>FLOP per step</source>
        <translation>FLOP por paso</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>latencia</translation>
    </message>
    <message>
        <source>latency λ (s)</source>
        <translation>latencia λ (s)</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>ancho de banda</translation>
    </message>
    <message>
        <source>bandwidth B (B/s)</source>
        <translation>ancho de banda B (B/s)</translation>
    </message>
    <message>
        <source>T_seq</source>
        <translation>T_seq</translation>
    </message>
    <message>
        <source>T_seq per step (s)</source>
        <translation>T_seq por paso (s)</translation>
    </message>
    <message>
        <source>ring all-reduce</source>
        <translation>all-reduce en anillo</translation>
    </message>
    <message>
        <source>tree all-reduce</source>
        <translation>all-reduce en árbol</translation>
    </message>
    <message>
        <source>collective</source>
        <translation>colectiva</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>fuerte</translation>
    </message>
    <message>
        <source>Strong scaling: the global batch is fixed, each worker computes 1/N of it.</source>
        <translation>Escalado fuerte: el lote global es fijo y cada trabajador calcula 1/N de él.</translation>
    </message>
    <message>
        <source>weak</source>
        <translation>débil</translation>
    </message>
    <message>
        <source>Weak scaling: the per-worker batch is fixed, the global batch grows with N.</source>
        <translation>Escalado débil: el lote por trabajador es fijo y el lote global crece con N.</translation>
    </message>
    <message>
        <source>scaling</source>
        <translation>escalado</translation>
    </message>
    <message>
        <source>overlap ω</source>
        <translation>solapamiento ω</translation>
    </message>
    <message>
        <source>X = %1 FLOP/s per worker, b = %2 bytes</source>
        <translation>X = %1 FLOP/s por trabajador, b = %2 bytes</translation>
    </message>
    <message>
        <source>at N: T_comp = %1 s, T_comm = %2 s</source>
        <translation>en N: T_comp = %1 s, T_comm = %2 s</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::DepthSweepChart</name>
    <message>
        <source>same width h</source>
        <translation>misma anchura h</translation>
    </message>
    <message>
        <source>same parameters P</source>
        <translation>mismos parámetros P</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>esta ejecución</translation>
    </message>
    <message>
        <source>layers l (each stage keeps its layers)</source>
        <translation>capas l (cada etapa conserva sus capas)</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>eficiencia E</translation>
    </message>
    <message>
        <source>Depth: %1 has no layers to sweep</source>
        <translation>Profundidad: %1 no tiene capas que barrer</translation>
    </message>
    <message>
        <source>No depth sweep</source>
        <translation>Sin barrido de profundidad</translation>
    </message>
    <message>
        <source>Deeper, lower E: %1 layers on %2 stages, E = %3</source>
        <translation>Más profundo, menor E: %1 capas en %2 etapas, E = %3</translation>
    </message>
    <message>
        <source>%1 layers, E = %2</source>
        <translation>%1 capas, E = %2</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ExportDialog</name>
    <message>
        <source>PNG width</source>
        <translation>ancho del PNG</translation>
    </message>
    <message>
        <source>PNG height</source>
        <translation>alto del PNG</translation>
    </message>
    <message>
        <source>caption with the parameters</source>
        <translation>pie con los parámetros</translation>
    </message>
    <message>
        <source>transparent background (PNG)</source>
        <translation>fondo transparente (PNG)</translation>
    </message>
    <message>
        <source>sidecar .json with the parameters</source>
        <translation>.json adjunto con los parámetros</translation>
    </message>
    <message>
        <source>the chart&apos;s own title</source>
        <translation>el título propio del gráfico</translation>
    </message>
    <message>
        <source>Export figure</source>
        <translation>Exportar figura</translation>
    </message>
    <message>
        <source>several as panels</source>
        <translation>varias como paneles</translation>
    </message>
    <message>
        <source>whole window</source>
        <translation>ventana completa</translation>
    </message>
    <message>
        <source>LaTeX tabular (the fit table)</source>
        <translation>tabular de LaTeX (la tabla de ajuste)</translation>
    </message>
    <message>
        <source>exact size</source>
        <translation>tamaño exacto</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Export to</source>
        <translation>Exportar a</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>Archivos %1 (*.%2)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>figura</translation>
    </message>
    <message>
        <source>panels</source>
        <translation>paneles</translation>
    </message>
    <message>
        <source>format</source>
        <translation>formato</translation>
    </message>
    <message>
        <source>style</source>
        <translation>estilo</translation>
    </message>
    <message>
        <source>PNG size</source>
        <translation>tamaño del PNG</translation>
    </message>
    <message>
        <source>title</source>
        <translation>título</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Copy to clipboard</source>
        <translation>Copiar al portapapeles</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <source>Copy failed</source>
        <translation>Error al copiar</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names a %2 file, but %3 can be exported as %4 only: choose one of those or another name.</source>
        <translation>«%1» corresponde a un archivo %2, pero %3 solo se puede exportar como %4: elija uno de esos formatos u otro nombre.</translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation>Elija un archivo al que exportar.</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::FigureStyleBox</name>
    <message>
        <source>figure width</source>
        <translation>ancho de la figura</translation>
    </message>
    <message>
        <source>figure height</source>
        <translation>alto de la figura</translation>
    </message>
    <message>
        <source>font size</source>
        <translation>tamaño de letra</translation>
    </message>
    <message>
        <source>line width</source>
        <translation>grosor de línea</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
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
        <translation>Etiquetas de las marcas, leyendas y pies a tamaño de impresión; los títulos son un 15% más grandes</translation>
    </message>
    <message>
        <source>lines ×</source>
        <translation>líneas ×</translation>
    </message>
    <message>
        <source>Line widths as a multiple of the screen&apos;s (curves 2.5 px, axes 1 px at 1.00)</source>
        <translation>Grosores de línea como múltiplo de los de la pantalla (curvas 2.5 px, ejes 1 px con 1.00)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::FitResidualChart</name>
    <message>
        <source>processors N</source>
        <translation>procesadores N</translation>
    </message>
    <message>
        <source>residual (observed − fitted) / fitted, %</source>
        <translation>residuo (observado − ajustado) / ajustado, %</translation>
    </message>
    <message>
        <source>fitted law</source>
        <translation>ley ajustada</translation>
    </message>
    <message>
        <source>Residuals of the fits</source>
        <translation>Residuos de los ajustes</translation>
    </message>
    <message>
        <source>Points scattered around zero: the law fits. A bow: s changes with N.</source>
        <translation>Puntos dispersos en torno a cero: la ley se ajusta. Una curvatura: s cambia con N.</translation>
    </message>
    <message>
        <source>No measured series: load a benchmark CSV to see its fit&apos;s residuals</source>
        <translation>No hay series medidas: cargue un CSV de benchmark para ver los residuos de su ajuste</translation>
    </message>
    <message>
        <source>Relative residuals (measured − fitted)/fitted of the fit of s to each point of %1</source>
        <translation>Residuos relativos (medido − ajustado)/ajustado del ajuste de s a cada punto de %1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::GradientLegend</name>
    <message>
        <source>0.5 ridge</source>
        <translation>cresta 0.5</translation>
    </message>
    <message>
        <source>Efficiency E = S / N. The dark band is E = 0.5, the ridge N s = 1.</source>
        <translation>Eficiencia E = S / N. La banda oscura es E = 0.5, la cresta N s = 1.</translation>
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
        <translation>Situar en la superficie</translation>
    </message>
    <message>
        <source>Select the machine&apos;s entries of every edition: a trajectory on the 3D surface and the (N, s) plane</source>
        <translation>Seleccionar las entradas de la máquina en todas las ediciones: una trayectoria en la superficie 3D y en el plano (N, s)</translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>Máquina:</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ImportDialog</name>
    <message>
        <source>Load</source>
        <translation>Cargar</translation>
    </message>
    <message>
        <source>Load valid rows only</source>
        <translation>Cargar solo las filas válidas</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>Importar %1</translation>
    </message>
    <message>
        <source>N column</source>
        <translation>columna N</translation>
    </message>
    <message>
        <source>value column</source>
        <translation>columna de valores</translation>
    </message>
    <message>
        <source>quantity</source>
        <translation>magnitud</translation>
    </message>
    <message>
        <source>Rpeak column</source>
        <translation>columna Rpeak</translation>
    </message>
    <message>
        <source>Choosing the value column is enough when its name says what it holds (time_s, runtime, speedup); a unit in its name (ms, min, %) is applied.</source>
        <translation>Basta con elegir la columna de valores cuando su nombre indica lo que contiene (time_s, runtime, speedup); se aplica la unidad que figure en su nombre (ms, min, %).</translation>
    </message>
    <message>
        <source>automatic (p, procs, processes, n, ranks, ...)</source>
        <translation>automático (p, procs, processes, n, ranks, ...)</translation>
    </message>
    <message>
        <source>first region</source>
        <translation>primera región</translation>
    </message>
    <message>
        <source>time, else the first metric</source>
        <translation>tiempo; si no, la primera métrica</translation>
    </message>
    <message>
        <source>process-count parameter</source>
        <translation>parámetro del número de procesos</translation>
    </message>
    <message>
        <source>region</source>
        <translation>región</translation>
    </message>
    <message>
        <source>metric</source>
        <translation>métrica</translation>
    </message>
    <message>
        <source>line</source>
        <translation>línea</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>mean value</source>
        <translation>valor medio</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>ejecuciones</translation>
    </message>
    <message>
        <source>min .. max</source>
        <translation>mín .. máx</translation>
    </message>
    <message>
        <source>s_eff (Karp–Flatt)</source>
        <translation>s_eff (Karp–Flatt)</translation>
    </message>
    <message>
        <source>flag</source>
        <translation>marca</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2, %3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2, %3)</translation>
    </message>
    <message>
        <source>Extra-P text</source>
        <translation>texto de Extra-P</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>Problems:</source>
        <translation>Problemas:</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>reading %1 of %2…</source>
        <translation>leyendo %1 de %2…</translation>
    </message>
    <message>
        <source>This file cannot be loaded.</source>
        <translation>No se puede cargar este archivo.</translation>
    </message>
    <message>
        <source>reading %1…</source>
        <translation>leyendo %1…</translation>
    </message>
    <message>
        <source>The first %1 rows; reading the whole file…</source>
        <translation>Las primeras %1 filas; leyendo todo el archivo…</translation>
    </message>
    <message>
        <source>S &gt; N: superlinear or noise (kept)</source>
        <translation>S &gt; N: superlineal o ruido (se conserva)</translation>
    </message>
    <message>
        <source>Reading was cancelled; nothing is loaded.</source>
        <translation>Se canceló la lectura; no se ha cargado nada.</translation>
    </message>
    <message>
        <source>Choose the column above; the file is read again.</source>
        <translation>Elija la columna arriba; el archivo se vuelve a leer.</translation>
    </message>
    <message>
        <source>Fit: s = %1 (95%: %2 .. %3), R² = %4.</source>
        <translation>Ajuste: s = %1 (95%: %2 .. %3), R² = %4.</translation>
    </message>
    <message>
        <source>No fit: %1.</source>
        <translation>Sin ajuste: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) above the ideal speedup (S &gt; N): kept, fitted and flagged.</source>
        <translation>
            <numerusform>%n punto por encima de la aceleración ideal (S &gt; N): se conserva, se ajusta y se marca.</numerusform>
            <numerusform>%n puntos por encima de la aceleración ideal (S &gt; N): se conservan, se ajustan y se marcan.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rows at %2 distinct N (%3%4)</source>
        <translation>%1 filas en %2 valores distintos de N (%3%4)</translation>
    </message>
    <message>
        <source>The table shows the first %1 N.</source>
        <translation>La tabla muestra los primeros %1 valores de N.</translation>
    </message>
    <message numerus="yes">
        <source>The file holds %n more series (%1); the table shows &apos;%2&apos;.</source>
        <translation>
            <numerusform>El archivo contiene %n serie más (%1); la tabla muestra «%2».</numerusform>
            <numerusform>El archivo contiene %n series más (%1); la tabla muestra «%2».</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the file is refused as it is. %2 could be loaded without the bad rows. %3</source>
        <translation>%1: el archivo se rechaza tal como está. Sin las filas erróneas se podrían cargar %2. %3</translation>
    </message>
    <message>
        <source>Load %1 valid rows, leave %2 out</source>
        <translation>Cargar %1 filas válidas, omitir %2</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::InkController</name>
    <message>
        <source>&amp;Pen</source>
        <translation>&amp;Lápiz</translation>
    </message>
    <message>
        <source>&amp;Spotlight</source>
        <translation>&amp;Foco</translation>
    </message>
    <message>
        <source>&amp;Erase ink</source>
        <translation>&amp;Borrar la tinta</translation>
    </message>
    <message>
        <source>&amp;Keep ink with its tour step</source>
        <translation>Conservar la tinta con su &amp;paso del recorrido</translation>
    </message>
    <message>
        <source>Ink in &amp;recordings and window images</source>
        <translation>Tinta en &amp;grabaciones e imágenes de la ventana</translation>
    </message>
    <message>
        <source>&amp;Ink and spotlight</source>
        <translation>&amp;Tinta y foco</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::InkLayer</name>
    <message>
        <source>Ink and spotlight</source>
        <translation>Tinta y foco</translation>
    </message>
    <message>
        <source>Draw with the mouse, a finger or a pen. P: pen, L: spotlight, E: erase the ink, Esc: put them away.</source>
        <translation>Dibuje con el ratón, un dedo o un lápiz. P: lápiz, L: foco, E: borrar la tinta, Esc: guardarlos.</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::KarpFlattChart</name>
    <message>
        <source>processors N</source>
        <translation>procesadores N</translation>
    </message>
    <message>
        <source>s_eff (Karp–Flatt)</source>
        <translation>s_eff (Karp–Flatt)</translation>
    </message>
    <message>
        <source>Karp–Flatt s_eff per point</source>
        <translation>s_eff de Karp–Flatt por punto</translation>
    </message>
    <message>
        <source>A flat row means Amdahl&apos;s law holds; a rising one means s grows with N (communication).</source>
        <translation>Una fila plana indica que se cumple la ley de Amdahl; una ascendente, que s crece con N (comunicación).</translation>
    </message>
    <message>
        <source>No measured series: load a benchmark CSV to see s_eff per point</source>
        <translation>No hay series medidas: cargue un CSV de benchmark para ver s_eff por punto</translation>
    </message>
    <message>
        <source>Karp–Flatt s_eff = (1/S − 1/N)/(1 − 1/N) at each measured N of %1, with each fit&apos;s s</source>
        <translation>s_eff de Karp–Flatt = (1/S − 1/N)/(1 − 1/N) en cada N medido de %1, con la s de cada ajuste</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::LawBox</name>
    <message>
        <source>Law</source>
        <translation>Ley</translation>
    </message>
    <message>
        <source>scaling law</source>
        <translation>ley de escalado</translation>
    </message>
    <message>
        <source>A transformer trained with tensor, pipeline and data parallelism: configured in the Training tab</source>
        <translation>Un transformer entrenado con paralelismo de tensores, de tubería (pipeline) y de datos: se configura en la pestaña Entrenamiento</translation>
    </message>
    <message>
        <source>Timeline contributions (share of T(1) at N = 1)</source>
        <translation>Contribuciones de la línea temporal (fracción de T(1) con N = 1)</translation>
    </message>
    <message>
        <source>growth G(N) = N^γ</source>
        <translation>crecimiento G(N) = N^γ</translation>
    </message>
    <message>
        <source>Sun-Ni growth exponent</source>
        <translation>exponente de crecimiento de Sun-Ni</translation>
    </message>
    <message>
        <source>growth of %1</source>
        <translation>crecimiento de %1</translation>
    </message>
    <message>
        <source>%1 on %2 GPUs (%3 × %4 × %5). &lt;a href=&quot;training&quot;&gt;Edit in the Training tab&lt;/a&gt;</source>
        <translation>%1 en %2 GPU (%3 × %4 × %5). &lt;a href=&quot;training&quot;&gt;Editar en la pestaña Entrenamiento&lt;/a&gt;</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::LayoutSearchPanel</name>
    <message>
        <source>&amp;Use the selected layout</source>
        <translation>&amp;Usar la distribución seleccionada</translation>
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
        <translation>paso (s)</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
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
        <translation>memoria/GPU</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>cabe</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>puesto</translation>
    </message>
    <message>
        <source>tensor-parallel size</source>
        <translation>grado de paralelismo de tensores</translation>
    </message>
    <message>
        <source>context-parallel size (searched up to 16 for sequences of 32K tokens and more)</source>
        <translation>grado de paralelismo de contexto (se busca hasta 16 para secuencias de 32K tokens o más)</translation>
    </message>
    <message>
        <source>pipeline-parallel size</source>
        <translation>grado de paralelismo de tubería (pipeline)</translation>
    </message>
    <message>
        <source>data-parallel size</source>
        <translation>grado de paralelismo de datos</translation>
    </message>
    <message>
        <source>expert-parallel size (a mixture of experts: every size that divides the experts, inside the NVLink domain or across nodes)</source>
        <translation>grado de paralelismo de expertos (mezcla de expertos: todo grado que divida el número de expertos, dentro del dominio NVLink o entre nodos)</translation>
    </message>
    <message>
        <source>micro-batch, sequences</source>
        <translation>microlote, secuencias</translation>
    </message>
    <message>
        <source>interleaved model chunks per GPU</source>
        <translation>fragmentos del modelo intercalados por GPU</translation>
    </message>
    <message>
        <source>time per step</source>
        <translation>tiempo por paso</translation>
    </message>
    <message>
        <source>tokens per second (samples for a raw model)</source>
        <translation>tokens por segundo (muestras para un modelo genérico)</translation>
    </message>
    <message>
        <source>model FLOP utilization: model FLOP/s over the datasheet peak</source>
        <translation>utilización de FLOP del modelo: FLOP/s del modelo respecto al pico de la hoja de datos</translation>
    </message>
    <message>
        <source>hardware FLOP utilization: with the recomputed FLOP</source>
        <translation>utilización de FLOP del hardware: con los FLOP recalculados</translation>
    </message>
    <message>
        <source>memory per GPU, GiB</source>
        <translation>memoria por GPU, GiB</translation>
    </message>
    <message>
        <source>fits in the accelerator&apos;s memory (less the margin kept free)</source>
        <translation>cabe en la memoria del acelerador (menos el margen reservado libre)</translation>
    </message>
    <message>
        <source>layout ranking</source>
        <translation>clasificación de distribuciones</translation>
    </message>
    <message>
        <source>also t across NVLink domains</source>
        <translation>también t entre dominios NVLink</translation>
    </message>
    <message>
        <source>Rank tensor-parallel sizes that do not divide the NVLink domain too (t = 6 on 8-GPU nodes, t = 16 over two): their all-reduces cross the network every layer</source>
        <translation>Clasificar también grados de paralelismo de tensores que no dividen el dominio NVLink (t = 6 en nodos de 8 GPU, t = 16 en dos): sus all-reduce atraviesan la red en cada capa</translation>
    </message>
    <message>
        <source>1 best</source>
        <translation>1 la mejor</translation>
    </message>
    <message>
        <source>%1 this run</source>
        <translation>%1 esta ejecución</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>No valid layout of %1 on %2 GPUs with a batch of %3: t p d must be the GPU count, t divide the heads and the hidden size, p v the layers, d b the batch.</source>
        <translation>No hay ninguna distribución válida de %1 en %2 GPU con un lote de %3: t p d debe ser el número de GPU, t debe dividir las cabezas y el tamaño oculto, p v las capas y d b el lote.</translation>
    </message>
    <message>
        <source>%1 valid layouts of %2 on %3 GPUs (batch %4). Best: t %5 × cp %13 × p %6 × d %7, b %8, v %9: %10 tokens/s, MFU %11 %%12.</source>
        <translation>%1 distribuciones válidas de %2 en %3 GPU (lote %4). Mejor: t %5 × cp %13 × p %6 × d %7, b %8, v %9: %10 tokens/s, MFU %11 %%12.</translation>
    </message>
    <message>
        <source> (none fits in memory)</source>
        <translation> (ninguna cabe en memoria)</translation>
    </message>
    <message>
        <source> This run ranks %1: it does not fit in memory (%2)%3.</source>
        <translation> Esta ejecución queda en el puesto %1: no cabe en memoria (%2)%3.</translation>
    </message>
    <message>
        <source>, though %1 % faster than the best</source>
        <translation>, aunque un %1 % más rápida que la mejor</translation>
    </message>
    <message>
        <source> This run ranks %1: %2 % slower.</source>
        <translation> Esta ejecución queda en el puesto %1: un %2 % más lenta.</translation>
    </message>
    <message>
        <source> This run is the best.</source>
        <translation> Esta ejecución es la mejor.</translation>
    </message>
    <message>
        <source> The smallest needs %1 (t %2, cp %3, p %4, d %5, b %6).</source>
        <translation> La más pequeña necesita %1 (t %2, cp %3, p %4, d %5, b %6).</translation>
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
        <translation>%1 en cada edición de la lista</translation>
    </message>
    <message>
        <source>%1 in the TOP500 list editions: s_eff from its HPL (and HPCG where measured) R_max, R_peak and cores, and E = R_max/R_peak of HPL</source>
        <translation>%1 en las ediciones de la lista TOP500: s_eff a partir de su R_max de HPL (y de HPCG donde se midió), R_peak y núcleos, y E = R_max/R_peak de HPL</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::MainWindow</name>
    <message>
        <source>TOP500 systems</source>
        <translation>Sistemas del TOP500</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>TOP500 history</source>
        <translation>Historia del TOP500</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Mediciones</translation>
    </message>
    <message>
        <source>Compare A–D</source>
        <translation>Comparar A–D</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Large-model training: a transformer on t × p × d GPUs</source>
        <translation>Entrenamiento de modelos grandes: un transformer en t × p × d GPU</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>Animación</translation>
    </message>
    <message>
        <source>Cannot draw this state: %1</source>
        <translation>No se puede dibujar este estado: %1</translation>
    </message>
    <message>
        <source>Cannot import the tour</source>
        <translation>No se puede importar el recorrido guiado</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Export figure…</source>
        <translation>&amp;Exportar figura…</translation>
    </message>
    <message>
        <source>Export &amp;interactive page (HTML)…</source>
        <translation>Exportar página &amp;interactiva (HTML)…</translation>
    </message>
    <message>
        <source>Export interactive page</source>
        <translation>Exportar página interactiva</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Página web (*.html)</translation>
    </message>
    <message>
        <source>Cannot export the page</source>
        <translation>No se puede exportar la página</translation>
    </message>
    <message>
        <source>One HTML file with the surface and the four charts that work offline in any browser</source>
        <translation>Un único archivo HTML con la superficie y los cuatro gráficos, que funciona sin conexión en cualquier navegador</translation>
    </message>
    <message>
        <source>This build has no interactive page (built without Emscripten)</source>
        <translation>Esta compilación no incluye la página interactiva (compilada sin Emscripten)</translation>
    </message>
    <message>
        <source>&amp;Open measurements…</source>
        <translation>Abrir &amp;mediciones…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Snapshots</source>
        <translation>&amp;Instantáneas</translation>
    </message>
    <message>
        <source>&amp;Compare A–D</source>
        <translation>&amp;Comparar A–D</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>Seguir al &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Language: %1.</source>
        <translation>Idioma: %1.</translation>
    </message>
    <message>
        <source>Language: %1, from effsurf&apos;s next start.</source>
        <translation>Idioma: %1, a partir del próximo inicio de effsurf.</translation>
    </message>
    <message>
        <source>Follow the s&amp;ystem</source>
        <translation>Seguir el s&amp;istema</translation>
    </message>
    <message>
        <source>Chart &amp;axes</source>
        <translation>&amp;Ejes de los gráficos</translation>
    </message>
    <message>
        <source>&amp;Automatic (fit measured data)</source>
        <translation>&amp;Automático (ajustar a los datos medidos)</translation>
    </message>
    <message>
        <source>&amp;Full range 1 … 10¹²</source>
        <translation>&amp;Rango completo 1 … 10¹²</translation>
    </message>
    <message>
        <source>Fit the &amp;data and the current point</source>
        <translation>Ajustar a los &amp;datos y al punto actual</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Animación</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Guía del usuario</translation>
    </message>
    <message>
        <source>&amp;About effsurf</source>
        <translation>&amp;Acerca de effsurf</translation>
    </message>
    <message>
        <source>About effsurf</source>
        <translation>Acerca de effsurf</translation>
    </message>
    <message>
        <source>&lt;h3&gt;effsurf %1&lt;/h3&gt;&lt;p&gt;Interactive efficiency surfaces of parallel computers: Amdahl&apos;s law and its relatives, TOP500 machines on the surface, after J&amp;aacute;nos V&amp;eacute;gh&apos;s papers on the limits of parallelized computing (arXiv 1606.02686, 1908.02280, 2001.01266, 2005.00872).&lt;/p&gt;&lt;p&gt;TOP500 data: the public list spreadsheets, editions 2000-06 to 2025-06.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;effsurf %1&lt;/h3&gt;&lt;p&gt;Superficies de eficiencia interactivas de computadores paralelos: la ley de Amdahl y sus variantes, máquinas del TOP500 sobre la superficie, según los artículos de J&amp;aacute;nos V&amp;eacute;gh sobre los límites de la computación paralelizada (arXiv 1606.02686, 1908.02280, 2001.01266, 2005.00872).&lt;/p&gt;&lt;p&gt;Datos del TOP500: las hojas de cálculo públicas de la lista, ediciones de 2000-06 a 2025-06.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Alto &amp;contraste</translation>
    </message>
    <message>
        <source>&amp;Numbers</source>
        <translation>&amp;Números</translation>
    </message>
    <message>
        <source>In the &amp;language&apos;s notation</source>
        <translation>En la notación del &amp;idioma (1,5×10⁻³)</translation>
    </message>
    <message>
        <source>With a decimal &amp;point (1.5×10⁻³)</source>
        <translation>Con &amp;punto decimal (1.5×10⁻³)</translation>
    </message>
    <message>
        <source>Export lecture as page</source>
        <translation>Exportar la clase como página</translation>
    </message>
    <message>
        <source>The tour to export, every step with its narration and formula:</source>
        <translation>El recorrido que se exporta, cada paso con su explicación y su fórmula:</translation>
    </message>
    <message>
        <source>Cannot export the lecture</source>
        <translation>No se puede exportar la clase</translation>
    </message>
    <message>
        <source>Export &amp;lecture as page (HTML)…</source>
        <translation>Exportar la &amp;clase como página (HTML)…</translation>
    </message>
    <message>
        <source>A tour as one HTML file students step through offline, sliders and all</source>
        <translation>Un recorrido en un solo archivo HTML que los estudiantes recorren paso a paso sin conexión, con todos los controles deslizantes</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ManualWindow</name>
    <message>
        <source>effsurf user&apos;s guide</source>
        <translation>Guía del usuario de effsurf</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Atrás</translation>
    </message>
    <message>
        <source>Forward →</source>
        <translation>Adelante →</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contenido</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::MeasurePanel</name>
    <message>
        <source>threads</source>
        <translation>hilos</translation>
    </message>
    <message>
        <source>time budget</source>
        <translation>tiempo disponible</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Medir</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Measure this computer</source>
        <translation>Medir este equipo</translation>
    </message>
    <message>
        <source> threads</source>
        <translation> hilos</translation>
    </message>
    <message>
        <source>Strong scaling over 1, 2, 4, … up to this many threads, each pinned to a core</source>
        <translation>Escalado fuerte con 1, 2, 4, … hasta este número de hilos, cada uno fijado a un núcleo</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>The time the probe shares among the kernels. On a busy or slow computer it goes on until every point is measured once, at most twice as long, and says what it cut short</source>
        <translation>El tiempo que la sonda reparte entre los kernels. En un equipo ocupado o lento continúa hasta medir cada punto una vez, como máximo el doble de tiempo, e indica qué ha recortado</translation>
    </message>
    <message>
        <source>Runs effsurf-probe on this computer; its points appear on the charts and the surface as they are measured</source>
        <translation>Ejecuta effsurf-probe en este equipo; sus puntos aparecen en los gráficos y en la superficie a medida que se miden</translation>
    </message>
    <message>
        <source>Stops after the current repetition and keeps what was measured</source>
        <translation>Se detiene tras la repetición actual y conserva lo medido</translation>
    </message>
    <message>
        <source>Up to</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>series</source>
        <translation>serie</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>medido</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modelo</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>cociente</translation>
    </message>
    <message>
        <source>E measured</source>
        <translation>E medida</translation>
    </message>
    <message>
        <source>E model</source>
        <translation>E del modelo</translation>
    </message>
    <message>
        <source>The emulated training step against effsurf&apos;s training model, fed with the compute rate and the all-reduce&apos;s alpha and beta the probe measured (ratio = measured / model)</source>
        <translation>El paso de entrenamiento emulado frente al modelo de entrenamiento de effsurf, alimentado con la velocidad de cálculo y los valores alpha y beta del all-reduce que midió la sonda (cociente = medido / modelo)</translation>
    </message>
    <message>
        <source>Training step: measured against the model</source>
        <translation>Paso de entrenamiento: medido frente al modelo</translation>
    </message>
    <message>
        <source>effsurf-probe was not found beside effsurf or on PATH: install it to measure this computer</source>
        <translation>No se encontró effsurf-probe junto a effsurf ni en el PATH: instálelo para medir este equipo</translation>
    </message>
    <message>
        <source>Choose at least one kernel to measure</source>
        <translation>Elija al menos un kernel para medir</translation>
    </message>
    <message>
        <source>Cannot create %1 for the probe&apos;s file</source>
        <translation>No se puede crear %1 para el archivo de la sonda</translation>
    </message>
    <message>
        <source>Measuring… the window stays usable; the points appear as they are measured</source>
        <translation>Midiendo… la ventana sigue siendo utilizable; los puntos aparecen a medida que se miden</translation>
    </message>
    <message>
        <source>Stopping after the current repetition…</source>
        <translation>Deteniendo tras la repetición actual…</translation>
    </message>
    <message>
        <source>Measuring this computer</source>
        <translation>Medición de este equipo</translation>
    </message>
    <message>
        <source>effsurf-probe is still measuring this computer.</source>
        <translation>effsurf-probe sigue midiendo este equipo.</translation>
    </message>
    <message>
        <source>Stop it and keep what it measured, or go on measuring?</source>
        <translation>¿Detenerlo y conservar lo medido, o seguir midiendo?</translation>
    </message>
    <message>
        <source>Stop and keep</source>
        <translation>Detener y conservar</translation>
    </message>
    <message>
        <source>Go on measuring</source>
        <translation>Seguir midiendo</translation>
    </message>
    <message numerus="yes">
        <source>Measuring %1 on %n thread(s): %2 a repetition…</source>
        <translation>
            <numerusform>Midiendo %1 con %n hilo: %2 por repetición…</numerusform>
            <numerusform>Midiendo %1 con %n hilos: %2 por repetición…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>other programs %1 %2 of its %n CPU(s) busy (steal %3 %, load average %4)</source>
        <translation>
            <numerusform>otros programas %1 ocupada %2 de su %n CPU (steal %3 %, carga media %4)</numerusform>
            <numerusform>otros programas %1 ocupadas %2 de sus %n CPU (steal %3 %, carga media %4)</numerusform>
        </translation>
    </message>
    <message>
        <source>keep</source>
        <translation>mantienen</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>mantuvieron</translation>
    </message>
    <message>
        <source>⚠ This computer is busy: %1. What is measured is what they leave of it, not its hardware: close them, or measure again when it is quiet.</source>
        <translation>⚠ Este equipo está ocupado: %1. Lo que se mide es lo que esos programas dejan libre, no su hardware: ciérrelos o vuelva a medir cuando el equipo esté inactivo.</translation>
    </message>
    <message>
        <source>⚠ While measuring, %1. The results show what they left of this computer, not its hardware.</source>
        <translation>⚠ Durante la medición, %1. Los resultados muestran lo que esos programas dejaron libre de este equipo, no su hardware.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1. Written to %2</source>
        <translation>%1. Escrito en %2</translation>
    </message>
    <message>
        <source>No model prediction for %1.</source>
        <translation>No hay predicción del modelo para %1.</translation>
    </message>
    <message>
        <source>The probe: %1.</source>
        <translation>La sonda: %1.</translation>
    </message>
    <message>
        <source>Not drawn (measured at one N only): %1.</source>
        <translation>No se dibuja (medido en un solo N): %1.</translation>
    </message>
    <message>
        <source>%1, but its file cannot be read: %2</source>
        <translation>%1, pero no se puede leer su archivo: %2</translation>
    </message>
    <message>
        <source>cancelled at %p %</source>
        <translation>cancelado al %p %</translation>
    </message>
    <message>
        <source>Measured and predicted</source>
        <translation>Medido y predicho</translation>
    </message>
    <message>
        <source>repetitions</source>
        <translation>repeticiones</translation>
    </message>
    <message>
        <source>At most this many timed repetitions of each point, after one warm-up: their spread shows the noise; fewer finish sooner</source>
        <translation>Como máximo este número de repeticiones cronometradas de cada punto, tras un calentamiento: su dispersión muestra el ruido; con menos termina antes</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>Repeticiones</translation>
    </message>
    <message>
        <source>GEMM FP64</source>
        <translation>GEMM FP64</translation>
    </message>
    <message>
        <source>Compute-bound: Eigen&apos;s matrix multiply (GEMM), the rows shared among the threads</source>
        <translation>Limitado por cálculo: la multiplicación de matrices de Eigen (GEMM), con las filas repartidas entre los hilos</translation>
    </message>
    <message>
        <source>GEMM FP32</source>
        <translation>GEMM FP32</translation>
    </message>
    <message>
        <source>Compute-bound matrix multiply, single precision</source>
        <translation>Multiplicación de matrices limitada por cálculo, precisión simple</translation>
    </message>
    <message>
        <source>GEMM BF16</source>
        <translation>GEMM BF16</translation>
    </message>
    <message>
        <source>Half precision as this build computes it (emulated through FP32 by Eigen 3.4)</source>
        <translation>Media precisión tal como la calcula esta compilación (emulada mediante FP32 por Eigen 3.4)</translation>
    </message>
    <message>
        <source>GEMM FP16</source>
        <translation>GEMM FP16</translation>
    </message>
    <message>
        <source>Memory triad</source>
        <translation>Tríada de memoria</translation>
    </message>
    <message>
        <source>Memory-bound: STREAM&apos;s a = b + 3 c over arrays far larger than the caches</source>
        <translation>Limitado por memoria: a = b + 3 c de STREAM sobre vectores mucho mayores que las cachés</translation>
    </message>
    <message>
        <source>Train step FP32</source>
        <translation>Paso de entrenamiento FP32</translation>
    </message>
    <message>
        <source>Each thread computes its share of a batch, then the gradient is all-reduced: the model predicts it</source>
        <translation>Cada hilo calcula su parte de un lote y luego el gradiente se combina con all-reduce: el modelo lo predice</translation>
    </message>
    <message>
        <source>Train step BF16</source>
        <translation>Paso de entrenamiento BF16</translation>
    </message>
    <message>
        <source>The same step with a BF16 gradient (half the bytes to reduce)</source>
        <translation>El mismo paso con un gradiente BF16 (la mitad de bytes que reducir)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::MeasurementLoader</name>
    <message>
        <source>Open measurements</source>
        <translation>Abrir mediciones</translation>
    </message>
    <message>
        <source>Measurements (*.csv *.txt);;CSV (*.csv);;Extra-P text (*.txt);;All files (*)</source>
        <translation>Mediciones (*.csv *.txt);;CSV (*.csv);;Texto de Extra-P (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>%1: cannot fit: %2</source>
        <translation>%1: no se puede ajustar: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Omitido: %1</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Leyendo %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cannot load</source>
        <translation>No se puede cargar</translation>
    </message>
    <message numerus="yes">
        <source>%n measurement series loaded</source>
        <translation>
            <numerusform>%n serie de medidas cargada</numerusform>
            <numerusform>%n series de medidas cargadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>effsurf::ui::MemoryBar</name>
    <message>
        <source>memory per GPU</source>
        <translation>memoria por GPU</translation>
    </message>
    <message>
        <source>Per GPU of pipeline stage %1 (the fullest): weights %2, FP32 gradients %3, optimizer states %4, activations %5 (Korthikanti et al.), working buffers %6 (logits, a recomputed layer, ZeRO-3&apos;s gathered layers); the line is the accelerator&apos;s %7</source>
        <translation>Por GPU de la etapa de tubería %1 (la más llena): pesos %2, gradientes FP32 %3, estados del optimizador %4, activaciones %5 (Korthikanti et al.), búferes de trabajo %6 (logits, una capa recalculada, las capas reunidas de ZeRO-3); la línea marca los %7 del acelerador</translation>
    </message>
    <message>
        <source>%1 of %2 per GPU</source>
        <translation>%1 de %2 por GPU</translation>
    </message>
    <message>
        <source>%1 per GPU: does not fit in %2</source>
        <translation>%1 por GPU: no cabe en %2</translation>
    </message>
    <message>
        <source>Memory: %1 (weights, gradients, optimizer, activations, buffers)</source>
        <translation>Memoria: %1 (pesos, gradientes, optimizador, activaciones, búferes)</translation>
    </message>
    <message>
        <source>Memory: %1</source>
        <translation>Memoria: %1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ModelArchitectureGroup</name>
    <message>
        <source>Attention, FFN and experts</source>
        <translation>Atención, FFN y expertos</translation>
    </message>
    <message>
        <source>Key/value heads: fewer than the query heads is grouped-query attention (Llama 2 70B, Llama 3: 8), one is multi-query. They must divide the heads, and t must divide them.</source>
        <translation>Cabezas de clave/valor: si son menos que las cabezas de consulta, es atención de consultas agrupadas (Llama 2 70B, Llama 3: 8); si es una, atención multiconsulta. Deben dividir el número de cabezas, y t debe dividirlas.</translation>
    </message>
    <message>
        <source>= heads</source>
        <translation>= cabezas</translation>
    </message>
    <message>
        <source>key/value heads</source>
        <translation>cabezas de clave/valor</translation>
    </message>
    <message>
        <source>One head&apos;s width d_h; h / a unless the model says otherwise</source>
        <translation>Anchura de una cabeza d_h; h / a salvo que el modelo indique otra cosa</translation>
    </message>
    <message>
        <source>h / a</source>
        <translation>h / a</translation>
    </message>
    <message>
        <source>head width</source>
        <translation>anchura de cabeza</translation>
    </message>
    <message>
        <source>Multi-head latent attention (DeepSeek-V2/V3): keys and values compressed to this rank (DeepSeek-V3: 512) and kept so under selective recomputation; at most h</source>
        <translation>Atención latente multicabeza (DeepSeek-V2/V3): claves y valores comprimidos a este rango (DeepSeek-V3: 512) y conservados así con el recálculo selectivo; como máximo h</translation>
    </message>
    <message>
        <source>none (plain attention)</source>
        <translation>ninguno (atención simple)</translation>
    </message>
    <message>
        <source>latent key/value rank</source>
        <translation>rango latente de clave/valor</translation>
    </message>
    <message>
        <source>The rank queries are compressed to (DeepSeek-V3: 1536); at most h</source>
        <translation>El rango al que se comprimen las consultas (DeepSeek-V3: 1536); como máximo h</translation>
    </message>
    <message>
        <source>not compressed</source>
        <translation>sin comprimir</translation>
    </message>
    <message>
        <source>latent query rank</source>
        <translation>rango latente de consulta</translation>
    </message>
    <message>
        <source>The decoupled RoPE key&apos;s width per head (DeepSeek-V3: 64)</source>
        <translation>Anchura por cabeza de la clave RoPE desacoplada (DeepSeek-V3: 64)</translation>
    </message>
    <message>
        <source>RoPE width</source>
        <translation>anchura RoPE</translation>
    </message>
    <message>
        <source>The FFN&apos;s width f: 4 h in GPT; Llama 3 70B 28,672 (3.5 h) with a gate. t must divide it.</source>
        <translation>Anchura f de la FFN: 4 h en GPT; Llama 3 70B 28,672 (3.5 h) con compuerta. t debe dividirla.</translation>
    </message>
    <message>
        <source>4 h</source>
        <translation>4 h</translation>
    </message>
    <message>
        <source>FFN width f</source>
        <translation>anchura de FFN f</translation>
    </message>
    <message>
        <source>gated FFN (SwiGLU)</source>
        <translation>FFN con compuerta (SwiGLU)</translation>
    </message>
    <message>
        <source>gated FFN</source>
        <translation>FFN con compuerta</translation>
    </message>
    <message>
        <source>Gate, up and down projections (Shazeer 2020; Llama, Mixtral, DeepSeek): a third more FFN weights and FLOP than two matrices of the same width: three h × f matrices</source>
        <translation>Proyecciones de compuerta, de subida y de bajada (Shazeer 2020; Llama, Mixtral, DeepSeek): un tercio más de pesos y FLOP en la FFN que dos matrices de la misma anchura: tres matrices h × f</translation>
    </message>
    <message>
        <source>untied output layer</source>
        <translation>capa de salida no compartida</translation>
    </message>
    <message>
        <source>The logits&apos; V × h weights apart from the input embedding (Llama); GPT and BLOOM tie them</source>
        <translation>Los pesos V × h de los logits, separados del embedding de entrada (Llama); GPT y BLOOM los comparten</translation>
    </message>
    <message>
        <source>A mixture of experts: the routed experts of each MoE layer, all in memory (Mixtral 8, DeepSeek-V3 256); the expert-parallel group must divide them</source>
        <translation>Una mezcla de expertos: los expertos enrutados de cada capa MoE, todos en memoria (Mixtral 8, DeepSeek-V3 256); el grupo de paralelismo de expertos debe dividir su número</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>denso</translation>
    </message>
    <message>
        <source>experts</source>
        <translation>expertos</translation>
    </message>
    <message>
        <source>Top-k: experts each token is sent to, the FLOP it costs (Mixtral 2, DeepSeek-V3 8)</source>
        <translation>Top-k: expertos a los que se envía cada token, y los FLOP que cuesta (Mixtral 2, DeepSeek-V3 8)</translation>
    </message>
    <message>
        <source>experts per token k</source>
        <translation>expertos por token k</translation>
    </message>
    <message>
        <source>Experts every token passes besides its k routed ones (DeepSeek-V3: 1)</source>
        <translation>Expertos por los que pasa cada token además de sus k enrutados (DeepSeek-V3: 1)</translation>
    </message>
    <message>
        <source>shared experts</source>
        <translation>expertos compartidos</translation>
    </message>
    <message>
        <source>One expert&apos;s FFN width (DeepSeek-V3: 2,048); the dense FFN&apos;s unless given</source>
        <translation>Anchura de la FFN de un experto (DeepSeek-V3: 2,048); la de la FFN densa si no se indica</translation>
    </message>
    <message>
        <source>= f</source>
        <translation>= f</translation>
    </message>
    <message>
        <source>expert width</source>
        <translation>anchura de experto</translation>
    </message>
    <message>
        <source>The first layers that keep a dense FFN (DeepSeek-V3: 3)</source>
        <translation>Las primeras capas, que conservan una FFN densa (DeepSeek-V3: 3)</translation>
    </message>
    <message>
        <source>dense layers first</source>
        <translation>capas densas iniciales</translation>
    </message>
    <message>
        <source>capacity factor</source>
        <translation>factor de capacidad</translation>
    </message>
    <message>
        <source>dropless</source>
        <translation>sin descartes</translation>
    </message>
    <message>
        <source>Tokens an expert may take as a multiple of an even share (Switch Transformer): the expert GEMMs and the all-to-all are padded to it; dropless (Megatron-Core&apos;s default) moves and computes what the router sends</source>
        <translation>Tokens que puede aceptar un experto, como múltiplo de un reparto equitativo (Switch Transformer): las GEMM de los expertos y el all-to-all se rellenan hasta ese tamaño; sin descartes (el valor predeterminado de Megatron-Core) mueve y calcula lo que envía el enrutador</translation>
    </message>
    <message>
        <source>Node-limited routing (DeepSeek-V3: 4): a token&apos;s experts lie on at most this many nodes, so it crosses the network once a node, not once an expert</source>
        <translation>Enrutamiento limitado por nodos (DeepSeek-V3: 4): los expertos de un token están como máximo en este número de nodos, así que cruza la red una vez por nodo, no una vez por experto</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>nodes a token</source>
        <translation>nodos por token</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::NumberField</name>
    <message>
        <source>input error</source>
        <translation>error de entrada</translation>
    </message>
    <message>
        <source>“%1” was not entered: the value changed to %2 meanwhile</source>
        <translation>«%1» no se introdujo: mientras tanto el valor cambió a %2</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PanelChooser</name>
    <message>
        <source>columns</source>
        <translation>columnas</translation>
    </message>
    <message>
        <source>2 to 6 figures, lettered (a), (b), … in this order:</source>
        <translation>De 2 a 6 figuras, rotuladas (a), (b), … en este orden:</translation>
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
        <translation>precisión elegida</translation>
    </message>
    <message>
        <source>performance wall</source>
        <translation>muro de rendimiento</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>máximo</translation>
    </message>
    <message>
        <source>current</source>
        <translation>actual</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>procesadores N</translation>
    </message>
    <message>
        <source>R / R₁ (FP64)</source>
        <translation>R / R₁ (FP64)</translation>
    </message>
    <message>
        <source>wall R₁/s</source>
        <translation>muro R₁/s</translation>
    </message>
    <message>
        <source>Performance: maximum at N = %1</source>
        <translation>Rendimiento: máximo en N = %1</translation>
    </message>
    <message>
        <source>Maximum at N = %1</source>
        <translation>Máximo en N = %1</translation>
    </message>
    <message>
        <source>Performance: no maximum within N ≤ %1</source>
        <translation>Rendimiento: sin máximo para N ≤ %1</translation>
    </message>
    <message>
        <source>No maximum within N ≤ %1</source>
        <translation>Sin máximo para N ≤ %1</translation>
    </message>
    <message>
        <source>Payload performance R = %1 R₁</source>
        <translation>Rendimiento útil R = %1 R₁</translation>
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
        <translation>Precisión</translation>
    </message>
    <message>
        <source>datatype</source>
        <translation>tipo de datos</translation>
    </message>
    <message>
        <source>speed factor k</source>
        <translation>factor de velocidad k</translation>
    </message>
    <message>
        <source>4, 8 or 1.5e3</source>
        <translation>4, 8 o 1.5e3</translation>
    </message>
    <message>
        <source>Payload speed-up over FP64, 0.001 to 10⁴. Default 8 / bytes per element: the paper&apos;s k ≈ 4 for 64 → 16 bit. Datasheet tensor-core peaks give larger factors.</source>
        <translation>Aceleración útil respecto a FP64, de 0.001 a 10⁴. Por defecto, 8 / bytes por elemento: el k ≈ 4 del artículo para 64 → 16 bits. Los picos de los tensor cores en las hojas de datos dan factores mayores.</translation>
    </message>
    <message>
        <source>not on the %1&apos;s datasheet</source>
        <translation>no figura en la hoja de datos de %1</translation>
    </message>
    <message>
        <source>%1 bytes per element · s&apos; = %2</source>
        <translation>%1 bytes por elemento · s&apos; = %2</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PrecisionComparisonChart</name>
    <message>
        <source>compute</source>
        <translation>cálculo</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>comunicación</translation>
    </message>
    <message>
        <source>bubble and serial</source>
        <translation>burbuja y parte serie</translation>
    </message>
    <message>
        <source>whole step</source>
        <translation>paso completo</translation>
    </message>
    <message>
        <source>datatype</source>
        <translation>tipo de datos</translation>
    </message>
    <message>
        <source>seconds per step</source>
        <translation>segundos por paso</translation>
    </message>
    <message>
        <source>%1 n/a</source>
        <translation>%1 n/d</translation>
    </message>
    <message>
        <source>Not on the %1&apos;s datasheet:%2</source>
        <translation>No figura en la hoja de datos de %1:%2</translation>
    </message>
    <message>
        <source>Lower precision: compute shrinks, communication hardly; E %1</source>
        <translation>Menor precisión: el cálculo se reduce, la comunicación apenas; E %1</translation>
    </message>
    <message>
        <source>E by datatype: %1</source>
        <translation>E por tipo de datos: %1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PrecisionEfficiencyChart</name>
    <message>
        <source>current</source>
        <translation>actual</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>procesadores N</translation>
    </message>
    <message>
        <source>efficiency E</source>
        <translation>eficiencia E</translation>
    </message>
    <message>
        <source>%1 (no datasheet peak)</source>
        <translation>%1 (sin pico en la hoja de datos)</translation>
    </message>
    <message>
        <source>Efficiency by precision</source>
        <translation>Eficiencia por precisión</translation>
    </message>
    <message>
        <source>E by precision</source>
        <translation>E por precisión</translation>
    </message>
    <message>
        <source>Efficiency by precision, s = %1</source>
        <translation>Eficiencia por precisión, s = %1</translation>
    </message>
    <message>
        <source>E by precision, s = %1</source>
        <translation>E por precisión, s = %1</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PresentationDialog</name>
    <message>
        <source>text size</source>
        <translation>tamaño del texto</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Presentation settings</source>
        <translation>Configuración de la presentación</translation>
    </message>
    <message>
        <source>1 ×: the smallest text is %1 px tall on a 1920×1080 projector, and as large a share of the picture at any other resolution. Larger for a deep hall.</source>
        <translation>1 ×: el texto más pequeño mide %1 px de alto en un proyector de 1920×1080, y ocupa la misma proporción de la imagen en cualquier otra resolución. Mayor para una sala profunda.</translation>
    </message>
    <message>
        <source>Automatic (the other screen, if any)</source>
        <translation>Automático (la otra pantalla, si la hay)</translation>
    </message>
    <message>
        <source>Controls shown</source>
        <translation>Controles visibles</translation>
    </message>
    <message>
        <source>Law</source>
        <translation>Ley</translation>
    </message>
    <message>
        <source>Serial fraction s</source>
        <translation>Fracción serie s</translation>
    </message>
    <message>
        <source>Processors N</source>
        <translation>Procesadores N</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>3D view</source>
        <translation>Vista 3D</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Shown beside the surface unless a tour step names its own charts.</source>
        <translation>Se muestran junto a la superficie salvo que un paso del recorrido guiado indique sus propios gráficos.</translation>
    </message>
    <message>
        <source>Text size:</source>
        <translation>Tamaño del texto:</translation>
    </message>
    <message>
        <source>Present on:</source>
        <translation>Presentar en:</translation>
    </message>
    <message>
        <source>Charts:</source>
        <translation>Gráficos:</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::PresentationMode</name>
    <message>
        <source>&amp;Presentation view</source>
        <translation>Vista de &amp;presentación</translation>
    </message>
    <message>
        <source>Presentation &amp;settings…</source>
        <translation>&amp;Configuración de la presentación…</translation>
    </message>
    <message>
        <source>Presenting here: %1 is a separate X screen, which a window cannot move to. Start effsurf on that screen (DISPLAY=%2) to present there.</source>
        <translation>Se presenta aquí: %1 es una pantalla X independiente, a la que no se puede mover una ventana. Inicie effsurf en esa pantalla (DISPLAY=%2) para presentar allí.</translation>
    </message>
    <message>
        <source>&amp;Law</source>
        <translation>&amp;Ley</translation>
    </message>
    <message>
        <source>&amp;Camera</source>
        <translation>&amp;Cámara</translation>
    </message>
    <message>
        <source>Leave the presentation view (Esc)</source>
        <translation>Salir de la vista de presentación (Esc)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ProbeProcess</name>
    <message>
        <source>effsurf-probe could not be started: %1</source>
        <translation>No se pudo iniciar effsurf-probe: %1</translation>
    </message>
    <message>
        <source>Cancelled: what was measured is kept</source>
        <translation>Cancelado: se conserva lo medido</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Medido</translation>
    </message>
    <message>
        <source>effsurf-probe stopped (exit %1)</source>
        <translation>effsurf-probe se detuvo (código de salida %1)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ProcessorBox</name>
    <message>
        <source>Processors N</source>
        <translation>Procesadores N</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>procesadores N</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>processor count</source>
        <translation>número de procesadores</translation>
    </message>
    <message>
        <source>2414592 or 2.4e6</source>
        <translation>2414592 o 2.4e6</translation>
    </message>
    <message>
        <source>processor count value</source>
        <translation>valor del número de procesadores</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ReadoutBar</name>
    <message>
        <source>speedup</source>
        <translation>aceleración</translation>
    </message>
    <message>
        <source>efficiency</source>
        <translation>eficiencia</translation>
    </message>
    <message>
        <source>gain ceiling</source>
        <translation>techo de ganancia</translation>
    </message>
    <message>
        <source>gain ceiling 1/s&apos; (s&apos; = %1)</source>
        <translation>techo de ganancia 1/s&apos; (s&apos; = %1)</translation>
    </message>
    <message>
        <source>no ceiling</source>
        <translation>sin techo</translation>
    </message>
    <message>
        <source>S grows without bound</source>
        <translation>S crece sin límite</translation>
    </message>
    <message>
        <source>maximum at N = %1</source>
        <translation>máximo en N = %1</translation>
    </message>
    <message>
        <source>no maximum</source>
        <translation>sin máximo</translation>
    </message>
    <message>
        <source>within N ≤ %1</source>
        <translation>para N ≤ %1</translation>
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
        <translation>mejor s_eff HPL</translation>
    </message>
    <message>
        <source>#1 HPL ceiling 1/s</source>
        <translation>techo 1/s #1 HPL</translation>
    </message>
    <message>
        <source>#1 HPCG</source>
        <translation>#1 HPCG</translation>
    </message>
    <message>
        <source>#1 HPCG ceiling</source>
        <translation>techo #1 HPCG</translation>
    </message>
    <message>
        <source>gain G = N E</source>
        <translation>ganancia G = N E</translation>
    </message>
    <message>
        <source>Roofline of performance gain (Végh 2019)</source>
        <translation>Roofline de la ganancia de rendimiento (Végh 2019)</translation>
    </message>
    <message>
        <source>Gain G = N E of the TOP500&apos;s first three systems in HPL and the first in HPCG, by list edition, with their ceilings 1/s (Végh 2019)</source>
        <translation>Ganancia G = N E de los tres primeros sistemas del TOP500 en HPL y del primero en HPCG, por edición de la lista, con sus techos 1/s (Végh 2019)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::ScaleOutGroup</name>
    <message>
        <source>Context, experts, NVLink, FP8</source>
        <translation>Contexto, expertos, NVLink, FP8</translation>
    </message>
    <message>
        <source>context parallel cp</source>
        <translation>paralelismo de contexto cp</translation>
    </message>
    <message>
        <source>GPUs sharing one sequence&apos;s tokens (ring attention): activations / cp, K/V blocks exchanged each layer; s must divide into 2 cp chunks. N = t cp p d.</source>
        <translation>GPU que comparten los tokens de una secuencia (atención en anillo, ring attention): activaciones / cp, bloques K/V intercambiados en cada capa; s debe poder dividirse en 2 cp fragmentos. N = t cp p d.</translation>
    </message>
    <message>
        <source>expert parallel ep</source>
        <translation>paralelismo de expertos ep</translation>
    </message>
    <message>
        <source>GPUs the experts are spread over, out of the d cp data-parallel ranks: experts&apos; memory / ep, an all-to-all of the tokens each MoE layer (dispatch and combine)</source>
        <translation>GPU entre las que se reparten los expertos, de entre los d cp rangos de paralelismo de datos: memoria de los expertos / ep, un all-to-all de los tokens en cada capa MoE (envío y combinación)</translation>
    </message>
    <message>
        <source>NVLink domain</source>
        <translation>dominio NVLink</translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation> GPU</translation>
    </message>
    <message>
        <source>GPUs one NVLink/NVSwitch fabric joins: 8 in an HGX node, 72 in a GB200 NVL72 rack. Collectives inside it never touch the network.</source>
        <translation>GPU que une un mismo tejido NVLink/NVSwitch: 8 en un nodo HGX, 72 en un rack GB200 NVL72. Las operaciones colectivas dentro de él nunca pasan por la red.</translation>
    </message>
    <message>
        <source>ZeRO-Offload</source>
        <translation>ZeRO-Offload</translation>
    </message>
    <message>
        <source>Optimizer states in host memory and Adam on the CPU (Ren et al. 2021): less GPU memory, a gradient shard down and the weights up over the GPU&apos;s host link every step</source>
        <translation>Estados del optimizador en la memoria del host y Adam en la CPU (Ren et al. 2021): menos memoria de GPU, a cambio de bajar un fragmento de gradientes y subir los pesos por el enlace de la GPU con el host en cada paso</translation>
    </message>
    <message>
        <source>FP8 recipe</source>
        <translation>receta FP8</translation>
    </message>
    <message>
        <source>Transformer Engine</source>
        <translation>Transformer Engine</translation>
    </message>
    <message>
        <source>DeepSeek-V3 (FP8 dispatch)</source>
        <translation>DeepSeek-V3 (envío en FP8)</translation>
    </message>
    <message>
        <source>With FP8: which products and messages use it. Both run the linear layers&apos; GEMMs at the FP8 peak and keep attention, logits, gradients and the optimizer in BF16/FP32; DeepSeek-V3 also sends the experts&apos; dispatch in FP8</source>
        <translation>Con FP8: qué productos y mensajes lo usan. Ambas recetas ejecutan las GEMM de las capas lineales al pico de FP8 y mantienen la atención, los logits, los gradientes y el optimizador en BF16/FP32; DeepSeek-V3 además realiza en FP8 el envío a los expertos</translation>
    </message>
    <message>
        <source>custom network</source>
        <translation>red personalizada</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source>network line rate</source>
        <translation>velocidad de línea de la red</translation>
    </message>
    <message>
        <source>One network adapter&apos;s line rate (400 for NDR InfiniBand or 400 GbE)</source>
        <translation>Velocidad de línea de un adaptador de red (400 para InfiniBand NDR o 400 GbE)</translation>
    </message>
    <message>
        <source>network latency</source>
        <translation>latencia de la red</translation>
    </message>
    <message>
        <source> µs</source>
        <translation> µs</translation>
    </message>
    <message>
        <source>Latency of one step of a collective across the network</source>
        <translation>Latencia de un paso de una operación colectiva a través de la red</translation>
    </message>
    <message>
        <source>latency</source>
        <translation>latencia</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SerialFractionBox</name>
    <message>
        <source>Serial fraction s = 1 − α</source>
        <translation>Fracción serie s = 1 − α</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>fracción serie s</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>serial fraction</source>
        <translation>fracción serie</translation>
    </message>
    <message>
        <source>10⁻¹² .. 1 on a logarithmic scale</source>
        <translation>10⁻¹² .. 1 en escala logarítmica</translation>
    </message>
    <message>
        <source>1e-7, 0.05, 5% or alpha=0.9999999</source>
        <translation>1e-7, 0.05, 5% o alpha=0.9999999</translation>
    </message>
    <message>
        <source>serial fraction value</source>
        <translation>valor de la fracción serie</translation>
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
        <translation>lista TOP500</translation>
    </message>
    <message>
        <source>current</source>
        <translation>actual</translation>
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
        <translation>procesadores N</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>fracción serie s</translation>
    </message>
    <message>
        <source>(N, s) plane: E = %1</source>
        <translation>Plano (N, s): E = %1</translation>
    </message>
    <message>
        <source>TOP500 %1</source>
        <translation>TOP500 %1</translation>
    </message>
    <message>
        <source>HPL (Amdahl s)</source>
        <translation>HPL (s de Amdahl)</translation>
    </message>
    <message>
        <source>HPCG (Amdahl s)</source>
        <translation>HPCG (s de Amdahl)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SeriesPanel</name>
    <message>
        <source>Open measurements…</source>
        <translation>Abrir mediciones…</translation>
    </message>
    <message>
        <source>CSV (a column N and time, speedup, efficiency or rmax+rpeak) or Extra-P text; files can also be dropped on the window</source>
        <translation>CSV (una columna N y tiempo, aceleración [speedup], eficiencia o rmax+rpeak) o texto de Extra-P; también se pueden soltar archivos sobre la ventana</translation>
    </message>
    <message>
        <source>shown</source>
        <translation>visible</translation>
    </message>
    <message>
        <source>series</source>
        <translation>serie</translation>
    </message>
    <message>
        <source>quantity</source>
        <translation>magnitud</translation>
    </message>
    <message>
        <source>rows (distinct N)</source>
        <translation>filas (N distintos)</translation>
    </message>
    <message>
        <source>fitted s (95% interval)</source>
        <translation>s ajustada (intervalo del 95%)</translation>
    </message>
    <message>
        <source>R²</source>
        <translation>R²</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) measured above the ideal speedup (S &gt; N): kept, fitted and flagged</source>
        <translation>
            <numerusform>%n punto medido por encima de la aceleración ideal (S &gt; N): se conserva, se ajusta y se marca</numerusform>
            <numerusform>%n puntos medidos por encima de la aceleración ideal (S &gt; N): se conservan, se ajustan y se marcan</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove this series</source>
        <translation>Quitar esta serie</translation>
    </message>
    <message>
        <source>Measurement series</source>
        <translation>Series de medidas</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SessionManager</name>
    <message>
        <source>effsurf sessions (*.effsurf)</source>
        <translation>Sesiones de effsurf (*.effsurf)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>%1[*] — effsurf</source>
        <translation>%1[*] — effsurf</translation>
    </message>
    <message>
        <source>Cannot save session</source>
        <translation>No se puede guardar la sesión</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Guardar sesión</translation>
    </message>
    <message>
        <source>&amp;New session</source>
        <translation>&amp;Nueva sesión</translation>
    </message>
    <message>
        <source>Open &amp;session…</source>
        <translation>Abrir &amp;sesión…</translation>
    </message>
    <message>
        <source>opening another session</source>
        <translation>abrir otra sesión</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Abrir sesión</translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation>No se puede abrir la sesión</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Save session</source>
        <translation>&amp;Guardar sesión</translation>
    </message>
    <message>
        <source>Save session &amp;as…</source>
        <translation>Guardar sesión &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>Ajustes &amp;predefinidos</translation>
    </message>
    <message>
        <source>⚠ Autosave failed: %1</source>
        <translation>⚠ Error en el guardado automático: %1</translation>
    </message>
    <message>
        <source>%1
Until an autosave succeeds, a crash would lose the unsaved work: free some space, or save the session elsewhere.</source>
        <translation>%1
Hasta que un guardado automático funcione, un cierre inesperado perdería el trabajo no guardado: libere espacio o guarde la sesión en otro lugar.</translation>
    </message>
    <message>
        <source>Session saved to %1</source>
        <translation>Sesión guardada en %1</translation>
    </message>
    <message>
        <source>%1 (preset)</source>
        <translation>%1 (ajuste predefinido)</translation>
    </message>
    <message>
        <source>Save as preset…</source>
        <translation>Guardar como ajuste predefinido…</translation>
    </message>
    <message>
        <source>Save as preset</source>
        <translation>Guardar como ajuste predefinido</translation>
    </message>
    <message>
        <source>Preset name:</source>
        <translation>Nombre del ajuste predefinido:</translation>
    </message>
    <message>
        <source>Cannot save preset</source>
        <translation>No se puede guardar el ajuste predefinido</translation>
    </message>
    <message>
        <source>Delete preset</source>
        <translation>Eliminar ajuste predefinido</translation>
    </message>
    <message>
        <source>Cannot delete preset</source>
        <translation>No se puede eliminar el ajuste predefinido</translation>
    </message>
    <message>
        <source>Recovered work</source>
        <translation>Trabajo recuperado</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>Save the changes to &quot;%1&quot; before %2?</source>
        <translation>¿Guardar los cambios en «%1» antes de %2?</translation>
    </message>
    <message>
        <source>Discarded changes cannot be brought back.</source>
        <translation>Los cambios descartados no se pueden recuperar.</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>Descartar cambios</translation>
    </message>
    <message>
        <source>opening &quot;%1&quot;</source>
        <translation>abrir «%1»</translation>
    </message>
    <message>
        <source>opening the preset &quot;%1&quot;</source>
        <translation>abrir el ajuste predefinido «%1»</translation>
    </message>
    <message>
        <source>Cannot open preset</source>
        <translation>No se puede abrir el ajuste predefinido</translation>
    </message>
    <message>
        <source>starting a new session</source>
        <translation>iniciar una sesión nueva</translation>
    </message>
    <message>
        <source>recovering the autosaved work</source>
        <translation>recuperar el trabajo guardado automáticamente</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>No se puede recuperar</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>hoy a las %1</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <translation>ayer a las %1</translation>
    </message>
    <message>
        <source>on %1 at %2</source>
        <translation>el %1 a las %2</translation>
    </message>
    <message>
        <source>closing</source>
        <translation>cerrar</translation>
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
        <translation>ley elegida</translation>
    </message>
    <message>
        <source>ideal</source>
        <translation>ideal</translation>
    </message>
    <message>
        <source>ceiling 1/s</source>
        <translation>techo 1/s</translation>
    </message>
    <message>
        <source>current</source>
        <translation>actual</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>procesadores N</translation>
    </message>
    <message>
        <source>speedup S</source>
        <translation>aceleración S</translation>
    </message>
    <message>
        <source>timeline</source>
        <translation>línea temporal</translation>
    </message>
    <message>
        <source>training</source>
        <translation>entrenamiento</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>entrenamiento</translation>
    </message>
    <message>
        <source>Amdahl 1/s_eff(N)</source>
        <translation>Amdahl 1/s_eff(N)</translation>
    </message>
    <message>
        <source>Amdahl ceiling 1/s</source>
        <translation>techo de Amdahl 1/s</translation>
    </message>
    <message>
        <source>Speedup S = %1</source>
        <translation>Aceleración S = %1</translation>
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
        <translation>esta ejecución</translation>
    </message>
    <message>
        <source>Shares of the step: compute, memory-bound kernels (layer norms, softmax, dropout, GeLU), the pipeline bubble, the slowest stage&apos;s excess over the mean (uneven stages, the output layer), the tensor-parallel all-reduces, ring attention&apos;s K/V exchange, the experts&apos; all-to-all, the pipeline&apos;s point-to-point sends, the data-parallel gradient all-reduce, ZeRO-3&apos;s weight gathers, ZeRO-Offload&apos;s host-device copies, the optimizer and other serial time</source>
        <translation>Fracciones del paso: cálculo, kernels limitados por memoria (normalizaciones de capa, softmax, dropout, GeLU), la burbuja de la tubería, el exceso de la etapa más lenta sobre la media (etapas desiguales, la capa de salida), los all-reduce del paralelismo de tensores, el intercambio K/V de la atención en anillo, el all-to-all de los expertos, los envíos punto a punto de la tubería, el all-reduce de gradientes del paralelismo de datos, las recogidas de pesos de ZeRO-3, las copias host-dispositivo de ZeRO-Offload, el optimizador y otro tiempo serie</translation>
    </message>
    <message>
        <source>GPUs N = t cp p d</source>
        <translation>GPU N = t cp p d</translation>
    </message>
    <message>
        <source>share of the step (%)</source>
        <translation>fracción del paso (%)</translation>
    </message>
    <message>
        <source>Step by term: %1 s at N = %2, compute %3 %</source>
        <translation>Paso por términos: %1 s con N = %2, cálculo %3 %</translation>
    </message>
    <message>
        <source>Step %1 s, compute %2 %</source>
        <translation>Paso %1 s, cálculo %2 %</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>cálculo</translation>
    </message>
    <message>
        <source>HBM-bound kernels</source>
        <translation>kernels ligados a HBM</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <translation>burbuja</translation>
    </message>
    <message>
        <source>stage imbalance</source>
        <translation>desequilibrio</translation>
    </message>
    <message>
        <source>tensor all-reduce</source>
        <translation>all-reduce tensor</translation>
    </message>
    <message>
        <source>context K/V</source>
        <translation>K/V de contexto</translation>
    </message>
    <message>
        <source>expert all-to-all</source>
        <translation>all-to-all expertos</translation>
    </message>
    <message>
        <source>pipeline sends</source>
        <translation>envíos del pipeline</translation>
    </message>
    <message>
        <source>data all-reduce</source>
        <translation>all-reduce de datos</translation>
    </message>
    <message>
        <source>ZeRO-3 gathers</source>
        <translation>recolecciones ZeRO-3</translation>
    </message>
    <message>
        <source>host copies</source>
        <translation>copias al anfitrión</translation>
    </message>
    <message>
        <source>serial</source>
        <translation>serie</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SurfaceView</name>
    <message>
        <source>the 3D view is switched off (EFFSURF_DISABLE_3D=1).</source>
        <translation>la vista 3D está desactivada (EFFSURF_DISABLE_3D=1).</translation>
    </message>
    <message>
        <source>the &quot;%1&quot; display platform provides no OpenGL.</source>
        <translation>la plataforma de visualización «%1» no ofrece OpenGL.</translation>
    </message>
    <message>
        <source>no OpenGL context could be created.</source>
        <translation>no se pudo crear ningún contexto OpenGL.</translation>
    </message>
    <message>
        <source>the OpenGL context cannot be made current.</source>
        <translation>no se puede activar el contexto OpenGL.</translation>
    </message>
    <message>
        <source>OpenGL %1 with GLSL %2 is too old (2.1 / GLSL 1.20 needed).</source>
        <translation>OpenGL %1 con GLSL %2 es demasiado antiguo (se necesita 2.1 / GLSL 1.20).</translation>
    </message>
    <message>
        <source>&lt;h3&gt;3D surface unavailable&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;The 2D charts work as usual. The 3D view needs OpenGL 2.1 or later: run effsurf on a desktop session, or headless inside &lt;tt&gt;xvfb-run&lt;/tt&gt; with Mesa.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Superficie 3D no disponible&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Los gráficos 2D funcionan con normalidad. La vista 3D necesita OpenGL 2.1 o posterior: ejecute effsurf en una sesión de escritorio, o sin pantalla dentro de &lt;tt&gt;xvfb-run&lt;/tt&gt; con Mesa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>processors N</source>
        <translation>procesadores N</translation>
    </message>
    <message>
        <source>serial fraction s</source>
        <translation>fracción serie s</translation>
    </message>
    <message>
        <source>E = 0.5 ridge</source>
        <translation>cresta E = 0.5</translation>
    </message>
    <message>
        <source>3D surface unavailable: %1</source>
        <translation>Superficie 3D no disponible: %1</translation>
    </message>
    <message>
        <source>3D efficiency surface</source>
        <translation>Superficie de eficiencia 3D</translation>
    </message>
    <message>
        <source>Efficiency E over processors N and serial fraction s. Arrow keys turn the view (Shift: finely), + and − zoom, Home returns to the camera preset</source>
        <translation>Eficiencia E sobre procesadores N y fracción serie s. Las flechas giran la vista (Mayús: con precisión), + y − hacen zoom, Inicio vuelve a la cámara predefinida</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::SystemsPanel</name>
    <message>
        <source>rank</source>
        <translation>puesto</translation>
    </message>
    <message>
        <source>whole list of</source>
        <translation>lista completa de</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Reproducir</translation>
    </message>
    <message>
        <source>search system, site or country</source>
        <translation>buscar sistema, centro o país</translation>
    </message>
    <message>
        <source>all editions</source>
        <translation>todas las ediciones</translation>
    </message>
    <message>
        <source>all ranks</source>
        <translation>todos los puestos</translation>
    </message>
    <message>
        <source>top </source>
        <translation>primeros </translation>
    </message>
    <message>
        <source>total cores (TOP500)</source>
        <translation>núcleos totales (TOP500)</translation>
    </message>
    <message>
        <source>accelerator cores</source>
        <translation>núcleos de acelerador</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>núcleos de CPU</translation>
    </message>
    <message>
        <source>s_eff depends on what counts as N: with Summit&apos;s 202,752 CPU cores instead of its 2,414,592 total cores s_eff is about 12x larger.</source>
        <translation>s_eff depende de qué se cuente como N: con los 202,752 núcleos de CPU de Summit en lugar de sus 2,414,592 núcleos totales, s_eff resulta unas 12x mayor.</translation>
    </message>
    <message>
        <source>N convention:</source>
        <translation>Convención para N:</translation>
    </message>
    <message>
        <source>Animate the list editions, %1 per second</source>
        <translation>Animar las ediciones de la lista, %1 por segundo</translation>
    </message>
    <message>
        <source>Select rows to place the systems on the surface and the (N, s) plane; HPL and HPCG runs of one machine are joined.</source>
        <translation>Seleccione filas para situar los sistemas en la superficie y en el plano (N, s); las ejecuciones HPL y HPCG de una misma máquina se unen.</translation>
    </message>
    <message>
        <source>⏸ Pause</source>
        <translation>⏸ Pausa</translation>
    </message>
    <message numerus="yes">
        <source>%n system(s) placed on the surface and the (N, s) plane (at most %1).</source>
        <translation>
            <numerusform>%n sistema situado en la superficie y en el plano (N, s) (como máximo %1).</numerusform>
            <numerusform>%n sistemas situados en la superficie y en el plano (N, s) (como máximo %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>no TOP500 system name contains &quot;%1&quot;</source>
        <translation>ningún nombre de sistema del TOP500 contiene «%1»</translation>
    </message>
    <message>
        <source>no TOP500 list edition &quot;%1&quot; (editions run from %2 to %3)</source>
        <translation>no existe la edición «%1» de la lista TOP500 (las ediciones van de %2 a %3)</translation>
    </message>
    <message>
        <source>Highest rank shown</source>
        <translation>Puesto más alto mostrado</translation>
    </message>
    <message>
        <source>TOP500 systems</source>
        <translation>Sistemas del TOP500</translation>
    </message>
    <message>
        <source>TOP500 edition of the cloud</source>
        <translation>Edición del TOP500 de la nube de puntos</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::Top500TableModel</name>
    <message>
        <source>N under the chosen convention (TOP500 Total Cores include accelerator cores)</source>
        <translation>N según la convención elegida (los Total Cores del TOP500 incluyen los núcleos de acelerador)</translation>
    </message>
    <message>
        <source>HPL efficiency E = Rmax / Rpeak</source>
        <translation>Eficiencia HPL E = Rmax / Rpeak</translation>
    </message>
    <message>
        <source>HPL s_eff = (1/E - 1)/(N - 1), Karp–Flatt</source>
        <translation>s_eff HPL = (1/E - 1)/(N - 1), Karp–Flatt</translation>
    </message>
    <message>
        <source>HPCG result / Rpeak (lists from 2017-06)</source>
        <translation>Resultado HPCG / Rpeak (listas desde 2017-06)</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Lista</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Centro</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>País</translation>
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
        <translation>recorrido guiado</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nuevo</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Cambiar nombre…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Reproducir</translation>
    </message>
    <message>
        <source>Play the tour from the selected step</source>
        <translation>Reproducir el recorrido guiado desde el paso seleccionado</translation>
    </message>
    <message>
        <source>Import tour…</source>
        <translation>Importar recorrido guiado…</translation>
    </message>
    <message>
        <source>Export tour…</source>
        <translation>Exportar recorrido guiado…</translation>
    </message>
    <message>
        <source>Add a tour from an .effsurf-tour file to this session</source>
        <translation>Añadir a esta sesión un recorrido guiado de un archivo .effsurf-tour</translation>
    </message>
    <message>
        <source>Save the selected tour as an .effsurf-tour file to share it</source>
        <translation>Guardar el recorrido guiado seleccionado como archivo .effsurf-tour para compartirlo</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>pasos</translation>
    </message>
    <message>
        <source>Add current state</source>
        <translation>Añadir el estado actual</translation>
    </message>
    <message>
        <source>Append the state on screen (law, s, N, precision, systems, camera, panel, charts) as a step</source>
        <translation>Añadir como paso el estado en pantalla (ley, s, N, precisión, sistemas, cámara, panel, gráficos)</translation>
    </message>
    <message>
        <source>Update from current state</source>
        <translation>Actualizar con el estado actual</translation>
    </message>
    <message>
        <source>Remove step</source>
        <translation>Quitar paso</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>What this step shows. Live numbers: ${S}, ${E}, ${E%}, ${s}, ${N}, ${gain}, ${s_eff}…</source>
        <translation>Qué muestra este paso. Valores en vivo: ${S}, ${E}, ${E%}, ${s}, ${N}, ${gain}, ${s_eff}…</translation>
    </message>
    <message>
        <source>Formula, e.g. S = \frac{1}{s + \frac{1-s}{N}} = ${S}</source>
        <translation>Fórmula, p. ej. S = \frac{1}{s + \frac{1-s}{N}} = ${S}</translation>
    </message>
    <message>
        <source>Live numbers</source>
        <translation>Valores en vivo</translation>
    </message>
    <message>
        <source>Step title:</source>
        <translation>Título del paso:</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>Texto:</translation>
    </message>
    <message>
        <source>Formula:</source>
        <translation>Fórmula:</translation>
    </message>
    <message>
        <source>Rename tour</source>
        <translation>Cambiar nombre del recorrido guiado</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <source>Delete tour</source>
        <translation>Eliminar recorrido guiado</translation>
    </message>
    <message>
        <source>Delete the tour &quot;%1&quot;? (Edit ▸ Undo brings it back.)</source>
        <translation>¿Eliminar el recorrido guiado «%1»? (Editar ▸ Deshacer lo recupera.)</translation>
    </message>
    <message>
        <source>effsurf tours (*.effsurf-tour *.json);;All files (*)</source>
        <translation>Recorridos guiados de effsurf (*.effsurf-tour *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Import tour</source>
        <translation>Importar recorrido guiado</translation>
    </message>
    <message>
        <source>Cannot import the tour</source>
        <translation>No se puede importar el recorrido guiado</translation>
    </message>
    <message>
        <source>Export tour</source>
        <translation>Exportar recorrido guiado</translation>
    </message>
    <message>
        <source>Cannot export the tour</source>
        <translation>No se puede exportar el recorrido guiado</translation>
    </message>
    <message>
        <source>My tour %1</source>
        <translation>Mi recorrido guiado %1</translation>
    </message>
    <message>
        <source>no tour is selected</source>
        <translation>no hay ningún recorrido guiado seleccionado</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Paso %1</translation>
    </message>
    <message>
        <source>A question for the class, e.g. What is E at N = 10^6? (the numbers stay hidden until R)</source>
        <translation>Una pregunta para la clase, p. ej. ¿Cuánto vale E con N = 10^6? (los números siguen ocultos hasta R)</translation>
    </message>
    <message>
        <source>question for the class</source>
        <translation>pregunta para la clase</translation>
    </message>
    <message>
        <source>Asked before the step&apos;s numbers are shown; R or Page Down reveals them. Empty: no question.</source>
        <translation>Se plantea antes de mostrar los números del paso; R o Av Pág los revela. Vacío: sin pregunta.</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Pregunta:</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TourManager</name>
    <message>
        <source>Tour</source>
        <translation>Recorrido guiado</translation>
    </message>
    <message>
        <source>My tours</source>
        <translation>Mis recorridos guiados</translation>
    </message>
    <message>
        <source>&amp;Tours</source>
        <translation>&amp;Recorridos guiados</translation>
    </message>
    <message>
        <source>This session&apos;s tours</source>
        <translation>Recorridos guiados de esta sesión</translation>
    </message>
    <message>
        <source>&amp;Next step	PageDown, →</source>
        <translation>Paso &amp;siguiente	PageDown, →</translation>
    </message>
    <message>
        <source>&amp;Previous step	PageUp, ←</source>
        <translation>Paso &amp;anterior	PageUp, ←</translation>
    </message>
    <message>
        <source>&amp;End tour	Esc</source>
        <translation>&amp;Terminar recorrido guiado	Esc</translation>
    </message>
    <message>
        <source>&amp;Record and edit my tours…</source>
        <translation>&amp;Grabar y editar mis recorridos guiados…</translation>
    </message>
    <message>
        <source>tour &quot;%1&quot; has no steps yet</source>
        <translation>el recorrido guiado «%1» aún no tiene pasos</translation>
    </message>
    <message>
        <source>no tour &quot;%1&quot; (tours: %2)</source>
        <translation>no existe el recorrido guiado «%1» (recorridos guiados: %2)</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TourPanel</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>End tour</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>Previous step (PageUp, Left)</source>
        <translation>Paso anterior (PageUp, Left)</translation>
    </message>
    <message>
        <source>Next step (PageDown, Right, Space)</source>
        <translation>Paso siguiente (PageDown, Right, Space)</translation>
    </message>
    <message>
        <source>End the tour (Esc)</source>
        <translation>Terminar el recorrido guiado (Esc)</translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <translation>%1 — paso %2 de %3</translation>
    </message>
    <message>
        <source>Question: %1&lt;br&gt;&lt;i&gt;Reveal the answer with R or Page Down.&lt;/i&gt;</source>
        <translation>Pregunta: %1&lt;br&gt;&lt;i&gt;Revele la respuesta con R o Av Pág.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>Pregunta: %1</translation>
    </message>
    <message>
        <source>Reveal ▶</source>
        <translation>Revelar ▶</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingCalibrationGroup</name>
    <message>
        <source>Calibration and goal</source>
        <translation>Calibración y objetivo</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>utilización</translation>
    </message>
    <message>
        <source>Sustained share of the datasheet peak inside the matrix products (about 60 % for Megatron-LM on A100s after calibration against its published runs)</source>
        <translation>Fracción sostenida del pico de la hoja de datos en los productos de matrices (alrededor del 60 % para Megatron-LM en A100 tras calibrarla con sus ejecuciones publicadas)</translation>
    </message>
    <message>
        <source>overlap ω</source>
        <translation>solapamiento ω</translation>
    </message>
    <message>
        <source>Share of the data-parallel all-reduce hidden behind the backward pass</source>
        <translation>Fracción del all-reduce del paralelismo de datos oculta tras la pasada hacia atrás</translation>
    </message>
    <message>
        <source>serial seconds</source>
        <translation>segundos serie</translation>
    </message>
    <message>
        <source>Seconds per step no GPU count divides: the optimizer step, logging, data loading</source>
        <translation>Segundos por paso que ningún número de GPU divide: el paso del optimizador, el registro, la carga de datos</translation>
    </message>
    <message>
        <source>serial time (s)</source>
        <translation>tiempo serie (s)</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>Tokens to train on, for the days it takes (GPT-3: 300e9)</source>
        <translation>Tokens con los que entrenar, para calcular los días que lleva (GPT-3: 300e9)</translation>
    </message>
    <message>
        <source>tokens T</source>
        <translation>tokens T</translation>
    </message>
    <message>
        <source>utilization band</source>
        <translation>banda de utilización</translation>
    </message>
    <message>
        <source>band low</source>
        <translation>extremo inferior</translation>
    </message>
    <message>
        <source>The utilization at the band&apos;s low end: every prediction is also given there</source>
        <translation>La utilización en el extremo inferior de la banda: cada predicción se da también ahí</translation>
    </message>
    <message>
        <source>band high</source>
        <translation>extremo superior</translation>
    </message>
    <message>
        <source>The utilization at the band&apos;s high end</source>
        <translation>La utilización en el extremo superior de la banda</translation>
    </message>
    <message>
        <source>Fit to measured steps…</source>
        <translation>Ajustar a pasos medidos…</translation>
    </message>
    <message>
        <source>Read a CSV of GPU counts and measured step times (or tokens/s; optional tp, cp, pp, dp columns) and fit this run&apos;s utilization and its network&apos;s bandwidth, with 95 % intervals</source>
        <translation>Leer un CSV con números de GPU y tiempos de paso medidos (o tokens/s; columnas tp, cp, pp, dp opcionales) y ajustar la utilización de esta ejecución y el ancho de banda de su red, con intervalos del 95 %</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Drop the measured steps (the fitted utilization and network stay)</source>
        <translation>Descartar los pasos medidos (la utilización y la red ajustadas se mantienen)</translation>
    </message>
    <message>
        <source>%1 measured steps from %2</source>
        <translation>%1 pasos medidos de %2</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingForm</name>
    <message>
        <source>Custom transformer (from %1)</source>
        <translation>Transformer personalizado (a partir de %1)</translation>
    </message>
    <message>
        <source>The layout did not divide %1: it is now the best that does on %2 GPUs (t %3 × p %4 × d %5, b %6, v %7).</source>
        <translation>La distribución no dividía %1: ahora es la mejor que sí lo divide en %2 GPU (t %3 × p %4 × d %5, b %6, v %7).</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>Not fitted: %1</source>
        <translation>Sin ajustar: %1</translation>
    </message>
    <message>
        <source>%1: %2. The charts show the last valid run.</source>
        <translation>%1: %2. Los gráficos muestran la última ejecución válida.</translation>
    </message>
    <message>
        <source>Last valid run: </source>
        <translation>Última ejecución válida: </translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>No cabe</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingHardwareGroup</name>
    <message>
        <source>Accelerator and nodes</source>
        <translation>Acelerador y nodos</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>acelerador</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>GPU por nodo</translation>
    </message>
    <message>
        <source>GPUs in one node, sharing its network adapters (the NVLink domain is set below: 8 in a node, 72 in an NVL72 rack)</source>
        <translation>GPU de un nodo, que comparten sus adaptadores de red (el dominio NVLink se ajusta más abajo: 8 en un nodo, 72 en un rack NVL72)</translation>
    </message>
    <message>
        <source>network</source>
        <translation>red</translation>
    </message>
    <message>
        <source>Custom network</source>
        <translation>Red personalizada</translation>
    </message>
    <message>
        <source>Your own line rate and latency, set below</source>
        <translation>Velocidad de línea y latencia propias, fijadas más abajo</translation>
    </message>
    <message>
        <source>NICs per node</source>
        <translation>NIC por nodo</translation>
    </message>
    <message>
        <source>Network adapters per node, shared by its GPUs</source>
        <translation>Adaptadores de red por nodo, compartidos por sus GPU</translation>
    </message>
    <message>
        <source>memory kept free</source>
        <translation>memoria reservada libre</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>memory margin</source>
        <translation>margen de memoria</translation>
    </message>
    <message>
        <source>Memory kept free on every GPU for the CUDA context, NCCL&apos;s buffers and the allocator&apos;s fragments: a run fits when it needs at most the rest</source>
        <translation>Memoria que se deja libre en cada GPU para el contexto CUDA, los búferes de NCCL y la fragmentación del asignador: una ejecución cabe si necesita como máximo el resto</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingLayoutGroup</name>
    <message>
        <source>Parallel layout and batch</source>
        <translation>Distribución paralela y lote</translation>
    </message>
    <message>
        <source>tensor parallel t</source>
        <translation>paralelismo de tensores t</translation>
    </message>
    <message>
        <source>GPUs splitting each layer&apos;s matrices (Megatron-LM): 4 all-reduces per layer and micro-batch, 6 with the forward recomputed</source>
        <translation>GPU que dividen las matrices de cada capa (Megatron-LM): 4 all-reduce por capa y microlote, 6 con la pasada hacia delante recalculada</translation>
    </message>
    <message>
        <source>pipeline parallel p</source>
        <translation>paralelismo de tubería p</translation>
    </message>
    <message>
        <source>Stages the layers are split into: a bubble of (p − 1)/(v m) of the compute</source>
        <translation>Etapas en que se dividen las capas: una burbuja de (p − 1)/(v m) del cálculo</translation>
    </message>
    <message>
        <source>data parallel d</source>
        <translation>paralelismo de datos d</translation>
    </message>
    <message>
        <source>Replicas of the model, each on t p GPUs: one gradient all-reduce a step</source>
        <translation>Réplicas del modelo, cada una en t p GPU: un all-reduce de gradientes por paso</translation>
    </message>
    <message>
        <source>micro-batch b</source>
        <translation>microlote b</translation>
    </message>
    <message>
        <source> seq</source>
        <translation> sec</translation>
    </message>
    <message>
        <source>Sequences per micro-batch</source>
        <translation>Secuencias por microlote</translation>
    </message>
    <message>
        <source>global batch B</source>
        <translation>lote global B</translation>
    </message>
    <message>
        <source>Sequences per step: a multiple of d b; m = B/(d b) micro-batches per pipeline</source>
        <translation>Secuencias por paso: un múltiplo de d b; m = B/(d b) microlotes por tubería</translation>
    </message>
    <message>
        <source>interleave v</source>
        <translation>intercalado v</translation>
    </message>
    <message>
        <source>Model chunks per GPU (interleaved 1F1B): the bubble shrinks by v, the pipeline&apos;s sends grow by v</source>
        <translation>Fragmentos del modelo por GPU (1F1B intercalado): la burbuja se reduce en un factor v y los envíos de la tubería crecen en un factor v</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>etapa ZeRO</translation>
    </message>
    <message>
        <source>0: none</source>
        <translation>0: ninguna</translation>
    </message>
    <message>
        <source>1: optimizer states sharded</source>
        <translation>1: estados del optimizador fragmentados</translation>
    </message>
    <message>
        <source>2: + gradients</source>
        <translation>2: + gradientes</translation>
    </message>
    <message>
        <source>3 (FSDP): + weights</source>
        <translation>3 (FSDP): + pesos</translation>
    </message>
    <message>
        <source>ZeRO shards model states over the d replicas. Stage 2 shards the gradients too, reduce-scattered as each micro-batch&apos;s backward makes them (Llama 3&apos;s FSDP with pipelines); stage 3 (FSDP) gathers the weights for every micro-batch as well</source>
        <translation>ZeRO fragmenta los estados del modelo entre las d réplicas. La etapa 2 fragmenta también los gradientes, con un reduce-scatter a medida que la pasada hacia atrás de cada microlote los genera (el FSDP de Llama 3 con tuberías); la etapa 3 (FSDP) además reúne los pesos para cada microlote</translation>
    </message>
    <message>
        <source>ZeRO</source>
        <translation>ZeRO</translation>
    </message>
    <message>
        <source>Hybrid sharding (HSDP): ZeRO&apos;s states over groups of this many of the d cp ranks, replicated across the groups, whose shards are all-reduced once a step</source>
        <translation>Fragmentación híbrida (HSDP): los estados de ZeRO repartidos en grupos de este número de los d cp rangos, replicados entre los grupos, cuyos fragmentos se combinan con un all-reduce una vez por paso</translation>
    </message>
    <message>
        <source>all of d</source>
        <translation>todo d</translation>
    </message>
    <message>
        <source>shard group</source>
        <translation>grupo de fragmentación</translation>
    </message>
    <message>
        <source>pipeline schedule</source>
        <translation>planificación de la tubería</translation>
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
        <translation>1F1B: una burbuja de (p − 1)/v tiempos de microlote, comunicación no oculta. DualPipe: microlotes desde ambos extremos, los all-to-all de los expertos y los envíos ocultos tras el cálculo de la otra dirección en SM tomados de las GEMM, una burbuja de (p/2 − 1) · 2/3 tiempos de microlote, estados del modelo de dos etapas por GPU (p par, v = 1)</translation>
    </message>
    <message>
        <source>schedule</source>
        <translation>planificación</translation>
    </message>
    <message>
        <source>activation recomputation</source>
        <translation>recálculo de activaciones</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>selective (attention)</source>
        <translation>selectivo (atención)</translation>
    </message>
    <message>
        <source>full (each layer)</source>
        <translation>completo (cada capa)</translation>
    </message>
    <message>
        <source>What the backward pass recomputes instead of keeping (Korthikanti et al. 2022): less activation memory for more compute. With fused attention, selective costs nothing more (the kernel recomputes the scores anyway); under latent attention it also recomputes the up-projections (DeepSeek-V3)</source>
        <translation>Qué recalcula la pasada hacia atrás en lugar de conservarlo (Korthikanti et al. 2022): menos memoria de activaciones a cambio de más cálculo. Con atención fusionada, el selectivo no cuesta nada más (el kernel recalcula las puntuaciones de todos modos); con atención latente también recalcula las proyecciones de subida (DeepSeek-V3)</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>recálculo</translation>
    </message>
    <message>
        <source>data-parallel all-reduce</source>
        <translation>all-reduce del paralelismo de datos</translation>
    </message>
    <message>
        <source>ring</source>
        <translation>anillo</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>árbol</translation>
    </message>
    <message>
        <source>How the d replicas all-reduce their gradients: a ring (2(d − 1) latencies, about twice the data) or a binary tree (2 log₂ d steps of the whole buffer)</source>
        <translation>Cómo combinan las d réplicas sus gradientes con all-reduce: un anillo (2(d − 1) latencias, aproximadamente el doble de datos) o un árbol binario (2 log₂ d pasos del búfer completo)</translation>
    </message>
    <message>
        <source>gradient all-reduce</source>
        <translation>all-reduce de gradientes</translation>
    </message>
    <message>
        <source>sequence parallelism</source>
        <translation>paralelismo de secuencia</translation>
    </message>
    <message>
        <source>Split the layer norms&apos; and dropouts&apos; activations over t too (Korthikanti et al.)</source>
        <translation>Repartir también entre t las activaciones de las normalizaciones de capa y de los dropouts (Korthikanti et al.)</translation>
    </message>
    <message>
        <source>fused attention (FlashAttention)</source>
        <translation>atención fusionada (FlashAttention)</translation>
    </message>
    <message>
        <source>Today&apos;s kernels never write the s × s scores to memory: they are neither kept nor moved, and the backward computes them again. Off: 2021&apos;s unfused attention</source>
        <translation>Los kernels actuales nunca escriben en memoria las puntuaciones s × s: ni se conservan ni se mueven, y la pasada hacia atrás las vuelve a calcular. Desactivado: la atención sin fusionar de 2021</translation>
    </message>
    <message>
        <source>dropout</source>
        <translation>dropout</translation>
    </message>
    <message>
        <source>Dropout&apos;s masks kept for the backward pass (GPT-3 and 2021&apos;s runs); today&apos;s large models train without dropout</source>
        <translation>Máscaras de dropout conservadas para la pasada hacia atrás (GPT-3 y las ejecuciones de 2021); los grandes modelos actuales se entrenan sin dropout</translation>
    </message>
    <message>
        <source>Rank every layout on these GPUs…</source>
        <translation>Clasificar todas las distribuciones en estas GPU…</translation>
    </message>
    <message>
        <source>Evaluate every valid (t, p, d, b, v) for this model, GPU count and batch</source>
        <translation>Evaluar cada (t, p, d, b, v) válido para este modelo, número de GPU y lote</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingModelGroup</name>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>published run</source>
        <translation>ejecución publicada</translation>
    </message>
    <message>
        <source>Choose a published run…</source>
        <translation>Elegir una ejecución publicada…</translation>
    </message>
    <message>
        <source>%1
The paper states: %2</source>
        <translation>%1
El artículo indica: %2</translation>
    </message>
    <message>
        <source>
Assumed: %1</source>
        <translation>
Supuesto: %1</translation>
    </message>
    <message>
        <source>
Documented miss: %1</source>
        <translation>
Desviación documentada: %1</translation>
    </message>
    <message>
        <source>A run as its paper describes it: its model, GPUs, network, layout, batch and settings, the rest at today&apos;s defaults (the manual&apos;s validation table)</source>
        <translation>Una ejecución tal como la describe su artículo: su modelo, GPU, red, distribución, lote y ajustes; el resto, con los valores predeterminados actuales (la tabla de validación del manual)</translation>
    </message>
    <message>
        <source>as published</source>
        <translation>según la publicación</translation>
    </message>
    <message>
        <source>model preset</source>
        <translation>ajuste predefinido del modelo</translation>
    </message>
    <message>
        <source>Custom transformer</source>
        <translation>Transformer personalizado</translation>
    </message>
    <message>
        <source>preset</source>
        <translation>ajuste predefinido</translation>
    </message>
    <message>
        <source>Transformer layers l: the model&apos;s depth. Each runs forward and backward in sequence, with its tensor-parallel synchronizations.</source>
        <translation>Capas del transformer l: la profundidad del modelo. Cada una se ejecuta hacia delante y hacia atrás en secuencia, con sus sincronizaciones de paralelismo de tensores.</translation>
    </message>
    <message>
        <source>depth, in steps of p v layers</source>
        <translation>profundidad, en pasos de p v capas</translation>
    </message>
    <message>
        <source>Depth at this layout: multiples of p v layers, so the pipeline keeps its stages</source>
        <translation>Profundidad con esta distribución: múltiplos de p v capas, para que la tubería conserve sus etapas</translation>
    </message>
    <message>
        <source>layers l</source>
        <translation>capas l</translation>
    </message>
    <message>
        <source>hidden size h</source>
        <translation>tamaño oculto h</translation>
    </message>
    <message>
        <source>Width of the residual stream; the MLP is 4h wide (Megatron-LM eq. 2)</source>
        <translation>Anchura del flujo residual; el MLP tiene una anchura de 4h (Megatron-LM ec. 2)</translation>
    </message>
    <message>
        <source>attention heads a</source>
        <translation>cabezas de atención a</translation>
    </message>
    <message>
        <source>Heads; h must be a multiple of them, and t must divide them</source>
        <translation>Cabezas; h debe ser múltiplo de su número, y t debe dividirlo</translation>
    </message>
    <message>
        <source>sequence length s</source>
        <translation>longitud de secuencia s</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> tokens</translation>
    </message>
    <message>
        <source>Tokens per sequence (context length)</source>
        <translation>Tokens por secuencia (longitud de contexto)</translation>
    </message>
    <message>
        <source>vocabulary V</source>
        <translation>vocabulario V</translation>
    </message>
    <message>
        <source>Vocabulary size (padded, as Megatron-LM pads to 51200)</source>
        <translation>Tamaño del vocabulario (con relleno, como Megatron-LM rellena hasta 51200)</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>parámetros</translation>
    </message>
    <message>
        <source>Parameters P of a model that is not a transformer stack</source>
        <translation>Parámetros P de un modelo que no es una pila de transformer</translation>
    </message>
    <message>
        <source>parameters P</source>
        <translation>parámetros P</translation>
    </message>
    <message>
        <source>FLOP per sample</source>
        <translation>FLOP por muestra</translation>
    </message>
    <message>
        <source>Training FLOP per sample: forward and backward, about 3x the forward pass</source>
        <translation>FLOP de entrenamiento por muestra: hacia delante y hacia atrás, unas 3x la pasada hacia delante</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingStageStrip</name>
    <message>
        <source>Best layout</source>
        <translation>Mejor distribución</translation>
    </message>
    <message>
        <source>run</source>
        <translation>ejecución</translation>
    </message>
    <message>
        <source>training run</source>
        <translation>entrenamiento</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>distribución</translation>
    </message>
    <message>
        <source>The run&apos;s layout: tensor t, context cp, pipeline p and data parallel d (N = t cp p d)</source>
        <translation>Distribución de la ejecución: paralelismo de tensores t, de contexto cp, de tubería p y de datos d (N = t cp p d)</translation>
    </message>
    <message>
        <source>The layout search&apos;s best layout on the run&apos;s GPUs (one undo step)</source>
        <translation>La mejor distribución de la búsqueda en las GPU de la ejecución (un solo paso de Deshacer)</translation>
    </message>
    <message>
        <source>this run: %1</source>
        <translation>esta ejecución: %1</translation>
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
        <translation>Ajustar la ejecución a pasos medidos</translation>
    </message>
    <message>
        <source>Measured steps (*.csv *.txt);;All files (*)</source>
        <translation>Pasos medidos (*.csv *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Reading and fitting %1…</source>
        <translation>Leyendo y ajustando %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Fit to measured steps</source>
        <translation>Ajustar a pasos medidos</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::TrainingThroughputChart</name>
    <message>
        <source>TFLOP/s per GPU</source>
        <translation>TFLOP/s por GPU</translation>
    </message>
    <message>
        <source>best N</source>
        <translation>mejor N</translation>
    </message>
    <message>
        <source>Model FLOP/s per GPU over N, the run&apos;s layouts only (d dividing B / b). Best N: the fastest layout that still trains at least half the top tokens/s per GPU, i.e. time to train bought at no more than twice the GPU hours of the most economical layout.</source>
        <translation>FLOP/s del modelo por GPU en función de N, solo con las distribuciones de la ejecución (d divide B / b). Mejor N: la distribución más rápida que aún entrena al menos la mitad del máximo de tokens/s por GPU, es decir, tiempo de entrenamiento comprado a no más del doble de las horas de GPU de la distribución más económica.</translation>
    </message>
    <message>
        <source>this run</source>
        <translation>esta ejecución</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>medido</translation>
    </message>
    <message>
        <source>GPUs N = t cp p d</source>
        <translation>GPU N = t cp p d</translation>
    </message>
    <message>
        <source>model TFLOP/s</source>
        <translation>TFLOP/s del modelo</translation>
    </message>
    <message>
        <source>MFU (%)</source>
        <translation>MFU (%)</translation>
    </message>
    <message>
        <source>fit, 95 %</source>
        <translation>ajuste, 95 %</translation>
    </message>
    <message>
        <source>u %1–%2 %</source>
        <translation>u %1–%2 %</translation>
    </message>
    <message>
        <source>%1 TFLOP/s per GPU, MFU %2 % (best N = %3)</source>
        <translation>%1 TFLOP/s por GPU, MFU %2 % (mejor N = %3)</translation>
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
        <translation>Mostrar esta &amp;ejecución en pantalla</translation>
    </message>
    <message>
        <source>prediction band</source>
        <translation>banda de predicción</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Layout search</source>
        <translation>Búsqueda de distribución</translation>
    </message>
    <message>
        <source>The law on screen is %1; this run is not on the surface. Its numbers at %2:</source>
        <translation>La ley en pantalla es %1; esta ejecución no está en la superficie. Sus cifras en %2:</translation>
    </message>
    <message>
        <source> samples</source>
        <translation> muestras</translation>
    </message>
    <message>
        <source>%1&#xa0;% (HFU %2&#xa0;%)</source>
        <translation>%1 % (HFU %2 %)</translation>
    </message>
    <message>
        <source>%1 for %2 tokens</source>
        <translation>%1 para %2 tokens</translation>
    </message>
    <message>
        <source>Seconds per training step over the global batch (the sum of the terms in the first chart)</source>
        <translation>Segundos por paso de entrenamiento sobre el lote global (la suma de los términos del primer gráfico)</translation>
    </message>
    <message>
        <source>Tokens trained per second: B s / T_step</source>
        <translation>Tokens entrenados por segundo: B s / T_step</translation>
    </message>
    <message>
        <source>Achieved model FLOP/s per GPU: the model&apos;s FLOP a step (forward and backward, no recomputation) over n T_step. With recomputation the hardware does more: %1 TFLOP/s</source>
        <translation>FLOP/s del modelo alcanzados por GPU: los FLOP del modelo por paso (hacia delante y hacia atrás, sin recálculo) entre n T_step. Con recálculo, el hardware hace más: %1 TFLOP/s</translation>
    </message>
    <message>
        <source>Model FLOP utilization (MFU): model FLOP/s over the datasheet peak. Hardware FLOP utilization (HFU) also counts the recomputed forward passes (Megatron-LM eq. 3)</source>
        <translation>Utilización de FLOP del modelo (MFU): FLOP/s del modelo respecto al pico de la hoja de datos. La utilización de FLOP del hardware (HFU) cuenta también las pasadas hacia delante recalculadas (Megatron-LM ec. 3)</translation>
    </message>
    <message>
        <source>Days to train on T tokens at this rate</source>
        <translation>Días para entrenar con T tokens a este ritmo</translation>
    </message>
    <message>
        <source>GPU-hours to train on T tokens: N GPUs for the days</source>
        <translation>Horas de GPU para entrenar con T tokens: N GPU durante esos días</translation>
    </message>
    <message>
        <source>Efficiency: the model FLOP&apos;s share of the step, the run&apos;s point on the surface</source>
        <translation>Eficiencia: la fracción del paso que corresponde a los FLOP del modelo, el punto de la ejecución en la superficie</translation>
    </message>
    <message>
        <source>s_eff(N) = (1/E − 1)/(N − 1): the serial fraction Amdahl&apos;s law would need for this E</source>
        <translation>s_eff(N) = (1/E − 1)/(N − 1): la fracción serie que necesitaría la ley de Amdahl para esta E</translation>
    </message>
    <message>
        <source>step time</source>
        <translation>tiempo de paso</translation>
    </message>
    <message>
        <source> samples/s</source>
        <translation> muestras/s</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> tokens/s</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>rendimiento</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 días</translation>
    </message>
    <message>
        <source>for %1 %2</source>
        <translation>para %1 %2</translation>
    </message>
    <message>
        <source>samples</source>
        <translation>muestras</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>Fitted to %1 (%2 steps): utilization %3 (95 %: %4), network %5 GB/s a GPU (95 %: %6)</source>
        <translation>Ajustado a %1 (%2 pasos): utilización %3 (95 %: %4), red %5 GB/s por GPU (95 %: %6)</translation>
    </message>
    <message>
        <source>; here %1 tokens/s</source>
        <translation>; aquí %1 tokens/s</translation>
    </message>
    <message>
        <source>At utilization %1–%2 %: %3 tokens/s, %4 days, %5 GPU-hours</source>
        <translation>Con una utilización del %1–%2 %: %3 tokens/s, %4 días, %5 horas de GPU</translation>
    </message>
    <message>
        <source>. The measured steps do not fit this run: %1</source>
        <translation>. Los pasos medidos no se ajustan a esta ejecución: %1</translation>
    </message>
    <message>
        <source>Every prediction at the two ends of the utilization range set under Calibration</source>
        <translation>Cada predicción en los dos extremos del rango de utilización fijado en Calibración</translation>
    </message>
    <message>
        <source>The run fitted to the steps you measured; the band is the fit&apos;s 95 % interval</source>
        <translation>La ejecución ajustada a los pasos que ha medido; la banda es el intervalo del 95 % del ajuste</translation>
    </message>
    <message>
        <source>step</source>
        <translation>paso</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>TFLOP/s per GPU</source>
        <translation>TFLOP/s por GPU</translation>
    </message>
    <message>
        <source>days</source>
        <translation>días</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>horas de GPU</translation>
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
        <translation>Vista 3D</translation>
    </message>
    <message>
        <source>Isometric</source>
        <translation>Isométrica</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Frontal</translation>
    </message>
    <message>
        <source>Top (heat map)</source>
        <translation>Superior (mapa de calor)</translation>
    </message>
    <message>
        <source>camera</source>
        <translation>cámara</translation>
    </message>
    <message>
        <source>logarithmic E axis</source>
        <translation>eje E logarítmico</translation>
    </message>
    <message>
        <source>HPCG-like workloads sit near E = 1%: a log axis shows them.</source>
        <translation>Las cargas de trabajo tipo HPCG se sitúan cerca de E = 1%: un eje logarítmico las muestra.</translation>
    </message>
</context>
<context>
    <name>effsurf::ui::YearAxis</name>
    <message>
        <source>list edition</source>
        <translation>edición de la lista</translation>
    </message>
</context>
</TS>
