// SPDX-License-Identifier: MIT
// The interactive page's code: it reads the scenario embedded in the page,
// hands it to effsurf's core (WebAssembly, createEffsurfCore), and draws what
// core computes with plotly.js. No formula of the model is written here:
// every E, S, s' and line comes from core, as in the desktop program.
(function () {
  'use strict';

  const byId = (id) => document.getElementById(id);
  const decadesN = [0, 9];       // the surface's N range, as the app's (10^0 .. 10^9)
  const decadesS = [-10, -1];    // and its s range (10^-10 .. 10^-1)
  const chartDecadesN = [0, 12]; // the charts' N axis: 1 .. 10^12

  function showPageError(message) {
    const box = byId('page-error');
    box.textContent = message;
    box.hidden = false;
    byId('page').hidden = true;
    window.effsurfPage = { ready: false, error: message };
  }

  function readJson(id) {
    const element = byId(id);
    if (!element) throw new Error('the page has no ' + id + ' element');
    return JSON.parse(element.textContent);
  }

  function logSpace(low, high, count) {
    const values = new Array(count);
    for (let i = 0; i < count; ++i) values[i] = Math.pow(10, low + (high - low) * i / (count - 1));
    values[0] = Math.pow(10, low);
    values[count - 1] = Math.pow(10, high);
    return values;
  }

  function webglAvailable() {
    try {
      const canvas = document.createElement('canvas');
      return !!(window.WebGLRenderingContext && (canvas.getContext('webgl') || canvas.getContext('experimental-webgl')));
    } catch (e) {
      return false;
    }
  }

  let figure, pageData;
  try {
    figure = readJson('effsurf-figure');
    pageData = readJson('effsurf-page-data');
  } catch (e) {
    showPageError('The scenario embedded in this page cannot be read (' + e.message + '). ' +
                  'The file may have been edited or cut short; export it again from effsurf.');
    return;
  }
  if (typeof createEffsurfCore !== 'function' || typeof Plotly !== 'object') {
    showPageError('This page is missing a part (effsurf\'s core or plotly.js); export it again from effsurf.');
    return;
  }
  createEffsurfCore().then(start).catch(function (e) {
    showPageError('effsurf\'s core could not start in this browser: ' + e);
  });

  function start(core) {
    const page = new core.Page();
    const problem = page.configure(JSON.stringify(figure));
    if (problem) {
      showPageError('The scenario embedded in this page is not valid: ' + problem);
      return;
    }
    // The charts beside the surface, named by core (the app's export, tours and animation use the same ids).
    const chartsDrawn = ['speedup', 'efficiency', 'performance', 'plane'];  // what charts() below can draw
    for (const figure of core.pageFigures()) {
      if (figure.id === 'all' || figure.id === 'surface') continue;
      if (chartsDrawn.indexOf(figure.id) < 0) {
        showPageError('This page cannot draw the chart "' + figure.id + '" its effsurf offers; export it again from effsurf.');
        return;
      }
      const pane = document.createElement('div');
      pane.className = 'pane';
      pane.dataset.figure = figure.id;
      const chart = document.createElement('div');
      chart.id = 'chart-' + figure.id;
      chart.className = 'chart';
      chart.setAttribute('aria-label', figure.label);
      pane.appendChild(chart);
      byId('charts').appendChild(pane);
    }
    byId('page').hidden = false;
    for (const precision of core.precisions()) {
      const option = document.createElement('option');
      option.value = precision.id;
      option.textContent = precision.label;
      byId('precision').appendChild(option);
    }
    const live = (value, digits) => core.liveNumber(value, digits || 3);
    const axisN = logSpace(chartDecadesN[0], chartDecadesN[1], 241);
    const gridN = logSpace(decadesN[0], decadesN[1], 64);
    const gridS = logSpace(decadesS[0], decadesS[1], 64);
    // The figure exported: "all", or one of surface, speedup, efficiency,
    // performance, plane (the others are not on the page and not drawn).
    const figureName = document.body.dataset.figure || 'all';
    const shown = (name) => figureName === 'all' || figureName === name;
    for (const pane of document.querySelectorAll('.pane')) pane.hidden = !shown(pane.dataset.figure);
    const has3d = shown('surface') && webglAvailable();
    const plotConfig = { responsive: true, displaylogo: false, modeBarButtonsToRemove: ['toImage'] };
    const font = { family: 'system-ui, sans-serif', size: 15 };

    if (shown('surface') && !has3d) {
      const note = byId('no-webgl');
      note.textContent = 'The 3D surface needs WebGL, which this browser does not offer here (it may be switched off, ' +
                         'or blocked for this graphics driver). The charts show the same scenario, computed the same way.';
      note.hidden = false;
      byId('surface').hidden = true;
    }

    function curveN() {
      const counts = Array.from(page.curveProcessorCounts());
      return counts.length > 0 ? counts : axisN;
    }

    // ---- the readout and the fields ---------------------------------------
    function readout() {
      const r = page.readout();
      byId('readout-law').textContent = r.lawName;
      const put = (id, value, digits) => {
        const element = byId(id);
        element.textContent = live(value, digits);
        element.dataset.value = String(value);  // full precision, for whoever checks the numbers
      };
      put('readout-efficiency', r.efficiency, 4);
      put('readout-speedup', r.speedup, 4);
      put('readout-seff', r.sEff, 4);
      put('readout-k', r.speedFactor, 3);
      byId('readout-limit').textContent = r.gainLimit;
      byId('title').textContent = 'Efficiency surface: ' + r.lawName;
      byId('caption').textContent = r.caption;  // core's caption of what the page shows now
      byId('control-growth').hidden = r.law !== 'sun-ni';
      byId('control-s').hidden = r.modelBased;
      return r;
    }

    function syncFields(r) {
      byId('s-field').value = live(r.serialFraction, 4);
      byId('n-field').value = live(r.processors, 4);
      byId('s-slider').value = String(Math.log10(Math.max(r.serialFraction, 1e-12)));
      byId('n-slider').value = String(Math.log10(r.processors));
      byId('precision').value = r.precision;
      byId('growth-field').value = String(r.growthExponent);
    }

    function setField(name, text, input) {
      const message = page.setField(name, text);
      byId('field-message').textContent = message;
      if (input) input.classList.toggle('refused', message !== '');
      if (message === '') {
        redraw(name === 'precision' || name === 'growth' || name === 'k');
        if (name.indexOf('.') > 0) showParameters();  // a run's preset changes its other fields
      }
      return message;
    }

    // ---- the law's own parameters: the list, names and notation are core's ----
    function showParameters() {
      const list = page.parameters();
      const box = byId('law-parameter-fields');
      byId('law-parameters').hidden = list.length === 0;
      const names = list.map((p) => p.name).join('|');
      if (box.dataset.names !== names) {
        box.dataset.names = names;
        box.textContent = '';
        for (const p of list) {
          const label = document.createElement('label');
          label.textContent = p.label;
          const control = document.createElement(p.choiceIds.length > 0 ? 'select' : 'input');
          control.id = 'parameter-' + p.name;
          control.dataset.name = p.name;
          if (p.choiceIds.length > 0) {
            p.choiceIds.forEach(function (id, i) {
              const option = document.createElement('option');
              option.value = id;
              option.textContent = p.choiceLabels[i];
              control.appendChild(option);
            });
          } else {
            control.type = 'text';
            control.inputMode = 'decimal';
            control.spellcheck = false;
          }
          control.addEventListener('change', (e) => setField(p.name, e.target.value, e.target));
          label.appendChild(control);
          box.appendChild(label);
        }
      }
      for (const p of list) {
        const control = byId('parameter-' + p.name);
        if (control && control !== document.activeElement) control.value = p.value;
      }
    }

    // ---- drawing ----------------------------------------------------------
    function surfaceTraces(r) {
      const flat = page.surface(gridN, gridS);
      const z = [];
      for (let i = 0; i < gridS.length; ++i) z.push(Array.from(flat.subarray(i * gridN.length, (i + 1) * gridN.length)));
      const ridge = Array.from(page.isoefficiency(0.5, gridN));
      const ridgeN = [], ridgeS = [], ridgeE = [];
      ridge.forEach(function (s, j) {
        if (isFinite(s) && s >= gridS[0] && s <= gridS[gridS.length - 1]) { ridgeN.push(gridN[j]); ridgeS.push(s); ridgeE.push(0.5); }
      });
      // The current configuration is not a trace: it is drawn over the scene (currentPoint below).
      const traces = [
        { type: 'surface', x: gridN, y: gridS, z: z, colorscale: 'Viridis', cmin: 0, cmax: 1,
          colorbar: { title: { text: 'E' }, len: 0.8 },
          hovertemplate: 'N = %{x:.3~g}<br>s = %{y:.3~g}<br>E = %{z:.4f}<extra></extra>' },
        { type: 'scatter3d', mode: 'lines', x: ridgeN, y: ridgeS, z: ridgeE, name: 'E = 0.5',
          line: { color: '#ffffff', width: 5 }, hoverinfo: 'skip' }
      ];
      if (pageData.systems.length > 0) {
        traces.push({ type: 'scatter3d', mode: 'markers', name: 'TOP500',
          x: pageData.systems.map((m) => m.processors), y: pageData.systems.map((m) => m.serialFraction),
          z: pageData.systems.map((m) => m.efficiency), text: pageData.systems.map((m) => m.name + ' (' + m.list + ')'),
          marker: { color: '#ff7f0e', size: 5, symbol: 'diamond' }, hovertemplate: '%{text}<extra></extra>' });
      }
      return traces;
    }

    // ---- the current point over the 3D view ------------------------------
    // Drawn in 2D where plotly's own camera projects it (as plotly places its
    // scene annotations), so that a slider step redraws no WebGL: without a
    // GPU, plotly redrawing the whole scene for a moved marker took 250-320 ms
    // a step; the surface itself does not change with s and N.
    const currentPoint = byId('current-point');
    let currentAt = null;  // [N, s', E] of the point shown

    function transform(matrix, v) {
      const out = [0, 0, 0, 0];
      for (let row = 0; row < 4; ++row)
        out[row] = matrix[row] * v[0] + matrix[4 + row] * v[1] + matrix[8 + row] * v[2] + matrix[12 + row] * v[3];
      return out;
    }

    /// Where [N, s, E] is on the page, relative to the surface's pane; null
    /// outside the drawn box, behind the camera or before plotly has drawn.
    function projected(at) {
      const sceneLayout = byId('surface')._fullLayout && byId('surface')._fullLayout.scene;
      const scene = sceneLayout && sceneLayout._scene;
      if (!scene || !scene.glplot || !scene.glplot.cameraParams || !scene.glplot.canvas) return null;
      const axes = [sceneLayout.xaxis, sceneLayout.yaxis, sceneLayout.zaxis];
      const scale = scene.dataScale || [1, 1, 1];
      const v = [0, 0, 0, 1];
      for (let i = 0; i < 3; ++i) {
        // Linearized (log10 on a log axis), as the axis' range is given.
        const linear = axes[i].d2l(at[i]);
        const range = axes[i].range;
        const fraction = (linear - range[0]) / (range[1] - range[0]);
        if (!(fraction >= -1e-9 && fraction <= 1 + 1e-9)) return null;
        v[i] = linear * scale[i];
      }
      const camera = scene.glplot.cameraParams;
      const clip = transform(camera.projection, transform(camera.view, transform(camera.model, v)));
      if (!(clip[3] > 0)) return null;
      const canvas = scene.glplot.canvas.getBoundingClientRect();
      const pane = byId('surface-pane').getBoundingClientRect();
      return { x: canvas.left - pane.left + (clip[0] / clip[3] + 1) / 2 * canvas.width,
               y: canvas.top - pane.top + (1 - clip[1] / clip[3]) / 2 * canvas.height };
    }

    let drawnAt = null;  // where the point is drawn now (pane coordinates), null when hidden
    function placeCurrentPoint() {
      drawnAt = currentAt && projected(currentAt);
      currentPoint.hidden = !drawnAt;
      if (drawnAt) currentPoint.style.transform = 'translate(' + drawnAt.x.toFixed(1) + 'px, ' + drawnAt.y.toFixed(1) + 'px)';
    }

    /// After plotly's events: now, and once more after the frame in which
    /// plotly's render loop applies a camera set by relayout.
    function followCamera() {
      placeCurrentPoint();
      requestAnimationFrame(() => requestAnimationFrame(placeCurrentPoint));
    }

    function showCurrentPoint(r) {
      const pointS = r.modelBased ? r.sEff : r.serialFraction;
      currentAt = [r.processors, pointS, r.efficiency];
      currentPoint.title = 'this configuration: N = ' + live(r.processors) + ', s′ = ' + live(pointS) + ', E = ' + live(r.efficiency, 4);
      placeCurrentPoint();
    }

    function surfaceLayout() {
      const logE = byId('log-e').checked;
      return {
        font: font, margin: { l: 0, r: 0, t: 10, b: 0 }, showlegend: false, uirevision: 'keep',
        scene: {
          // Fixed ranges (the surface's): the current point is projected into this box (autoranged, plotly
          // forgets the box it drew when the camera is relaid out).
          xaxis: { title: { text: 'processors N' }, type: 'log', exponentformat: 'power', range: decadesN, autorange: false },
          yaxis: { title: { text: 'serial fraction s' }, type: 'log', exponentformat: 'power', range: decadesS, autorange: false },
          zaxis: { title: { text: 'efficiency E' }, type: logE ? 'log' : 'linear', range: logE ? [-4, 0] : [0, 1],
                   exponentformat: 'power' },
          camera: { eye: { x: -1.6, y: -1.6, z: 1.0 } }
        }
      };
    }

    function chartLayout(title, xTitle, yTitle, yType, yRange) {
      return {
        font: font, title: { text: title, x: 0.02, xanchor: 'left' }, margin: { l: 70, r: 20, t: 45, b: 100 }, uirevision: 'keep',
        legend: { orientation: 'h', y: -0.32, yanchor: 'top' },
        xaxis: { title: { text: xTitle }, type: 'log', exponentformat: 'power', range: chartDecadesN },
        // No range: plotly's own (a null range breaks its next update).
        yaxis: Object.assign({ title: { text: yTitle }, type: yType, exponentformat: 'power' }, yRange ? { range: yRange } : {})
      };
    }

    function series(kind) {
      return pageData.series.map(function (s) {
        const y = kind === 'speedup' ? s.speedup : s.speedup.map((value, i) => value / s.processors[i]);
        return { type: 'scatter', mode: 'markers', name: s.name, x: s.processors, y: y, marker: { size: 8 } };
      });
    }

    // ---- the current point on the charts ---------------------------------
    // Drawn over each chart where its axes put it, as on the 3D view: a step
    // of N then redraws no chart, and a step of s only the curves that move
    // (a plotly redraw of a chart takes about 8 ms whatever changed in it).
    // The chart keeps a legend entry for it that never changes.
    const chartPoints = {};  // chart -> {at: [x, y], marker: element}

    function placeChartPoint(name) {
      const point = chartPoints[name];
      const layout = byId('chart-' + name)._fullLayout;
      let where = null;
      if (point && layout && layout.xaxis && layout.yaxis && point.at.every(isFinite)) {
        const xa = layout.xaxis, ya = layout.yaxis;
        const x = xa._offset + xa.l2p(xa.d2l(point.at[0])), y = ya._offset + ya.l2p(ya.d2l(point.at[1]));
        // Inside the plot area only (a point beyond the axes' range is not drawn at their edge).
        if (x >= xa._offset - 0.5 && x <= xa._offset + xa._length + 0.5 && y >= ya._offset - 0.5 && y <= ya._offset + ya._length + 0.5)
          where = { x: x, y: y };
      }
      if (!point) return;
      point.drawnAt = where;
      point.marker.hidden = !where;
      if (where) point.marker.style.transform = 'translate(' + where.x.toFixed(1) + 'px, ' + where.y.toFixed(1) + 'px)';
    }

    function showChartPoint(name, x, y, text) {
      let point = chartPoints[name];
      if (!point) {
        const marker = document.createElement('div');
        marker.className = 'chart-point';
        marker.setAttribute('role', 'img');
        marker.setAttribute('aria-label', 'this configuration');
        const div = byId('chart-' + name);
        div.parentElement.classList.add('has-point');
        div.after(marker);
        point = chartPoints[name] = { marker: marker, at: [x, y], drawnAt: null };
        for (const event of ['plotly_relayout', 'plotly_afterplot']) div.on(event, () => placeChartPoint(name));
      }
      point.at = [x, y];
      point.marker.title = 'this configuration: ' + text;
      placeChartPoint(name);
    }

    const drawnTraces = {}, drawnLayouts = {};  // chart -> what it was last drawn with
    function sameNumbers(a, b) {
      if (a === b) return true;
      if (!a || !b || a.length !== b.length) return false;
      for (let i = 0; i < a.length; ++i) if (a[i] !== b[i] && !(a[i] !== a[i] && b[i] !== b[i])) return false;  // NaN equals NaN here
      return true;
    }

    function charts(r) {
      const n = curveN();
      // The legend's entry for the point drawn over the chart (no data: it never changes).
      const point = () => ({ type: 'scatter', mode: 'markers', name: 'this configuration', x: [null], y: [null],
        marker: { color: '#d62728', size: 11 }, hoverinfo: 'skip' });
      const react = (name, traces, layout) => {
        if (!shown(name)) return;
        // plotly takes a new array for new data and redraws the chart: the arrays that did not change are
        // handed back as the same objects, and a chart none of whose arrays changed is not redrawn at all.
        const before = drawnTraces[name] || [];
        let changed = traces.length !== before.length;
        traces.forEach(function (trace, i) {
          const old = before[i];
          for (const key of ['x', 'y']) {
            if (old && old.name === trace.name && sameNumbers(old[key], trace[key])) trace[key] = old[key];
            else changed = true;
          }
        });
        if (!changed && drawnLayouts[name] === JSON.stringify(layout)) return;
        drawnTraces[name] = traces;
        drawnLayouts[name] = JSON.stringify(layout);
        Plotly.react('chart-' + name, traces, layout, plotConfig);
      };
      react('speedup', [
        { type: 'scatter', mode: 'lines', name: 'S(N)', x: n, y: Array.from(page.curve('speedup', n)),
          hovertemplate: 'N = %{x:.3~g}<br>S = %{y:.4~g}<extra></extra>' },
        { type: 'scatter', mode: 'lines', name: 'ideal S = N', x: [1, 1e12], y: [1, 1e12], line: { dash: 'dot', color: '#888' }, hoverinfo: 'skip' },
        ...series('speedup'), point()
      ], chartLayout('Speedup', 'processors N', 'speedup S', 'log', [0, 12]));
      react('efficiency', [
        { type: 'scatter', mode: 'lines', name: 'E(N)', x: n, y: Array.from(page.curve('efficiency', n)),
          hovertemplate: 'N = %{x:.3~g}<br>E = %{y:.4f}<extra></extra>' },
        ...series('efficiency'), point()
      ], chartLayout('Efficiency', 'processors N', 'efficiency E', 'linear', [0, 1.05]));
      const performance = [{ type: 'scatter', mode: 'lines', name: 'FP64', x: n, y: Array.from(page.curve('fp64', n)),
                             hovertemplate: 'N = %{x:.3~g}<br>R = %{y:.4~g} FP64 processors<extra>FP64</extra>' }];
      if (r.precision !== 'fp64')
        performance.push({ type: 'scatter', mode: 'lines', name: r.precisionName, x: n, y: Array.from(page.curve(r.precision, n)),
                           hovertemplate: 'N = %{x:.3~g}<br>R = %{y:.4~g} FP64 processors<extra>' + r.precisionName + '</extra>' });
      react('performance', performance, chartLayout('Performance (in FP64 processors)', 'processors N', 'performance', 'log', null));
      const planeTraces = [0.9, 0.5, 0.1].map(function (target) {
        return { type: 'scatter', mode: 'lines', name: 'E = ' + target, x: axisN, y: Array.from(page.isoefficiency(target, axisN)),
                 connectgaps: false, hovertemplate: 'E = ' + target + '<br>N = %{x:.3~g}<br>s = %{y:.3~g}<extra></extra>' };
      });
      if (pageData.systems.length > 0) {
        planeTraces.push({ type: 'scatter', mode: 'markers', name: 'TOP500', x: pageData.systems.map((m) => m.processors),
          y: pageData.systems.map((m) => m.serialFraction), text: pageData.systems.map((m) => m.name + ' (' + m.list + ')'),
          marker: { symbol: 'diamond', size: 10, color: '#ff7f0e' }, hovertemplate: '%{text}<extra></extra>' });
      }
      // s' at N, the readout's: this configuration's place on the plane.
      planeTraces.push(point());
      react('plane', planeTraces, chartLayout('The (N, s) plane', 'processors N', 'serial fraction s', 'log', [-12, 0]));
      if (shown('speedup')) showChartPoint('speedup', r.processors, r.speedup, 'N = ' + live(r.processors) + ', S = ' + live(r.speedup, 4));
      if (shown('efficiency')) showChartPoint('efficiency', r.processors, r.efficiency, 'N = ' + live(r.processors) + ', E = ' + live(r.efficiency, 4));
      if (shown('plane')) showChartPoint('plane', r.processors, r.sEff, 'N = ' + live(r.processors) + ', s′ = ' + live(r.sEff));
    }

    function redraw(surfaceChanged) {
      const started = performance.now();
      const r = readout();
      syncFields(r);
      if (has3d) {
        // The surface is drawn again only when it changes (law, precision, γ, E axis); s and N move the point.
        if (surfaceChanged || !redraw.drawn) Plotly.react('surface', surfaceTraces(r), surfaceLayout(), plotConfig);
        redraw.drawn = true;
        showCurrentPoint(r);
      }
      charts(r);
      window.effsurfPage.lastRedrawMs = performance.now() - started;
    }

    // ---- wiring -----------------------------------------------------------
    byId('s-slider').addEventListener('input', (e) => setField('s', String(Math.pow(10, Number(e.target.value)))));
    byId('n-slider').addEventListener('input', (e) => setField('N', String(Math.round(Math.pow(10, Number(e.target.value))))));
    byId('s-field').addEventListener('change', (e) => setField('s', e.target.value, e.target));
    byId('n-field').addEventListener('change', (e) => setField('N', e.target.value, e.target));
    byId('growth-field').addEventListener('change', (e) => setField('growth', e.target.value, e.target));
    byId('precision').addEventListener('change', (e) => setField('precision', e.target.value, e.target));
    byId('log-e').addEventListener('change', () => redraw(true));
    // The scenario as the student left it, as a session the app opens: core's writer, the app's bytes.
    function sessionFileName() {
      const name = decodeURIComponent(location.pathname.split('/').pop() || '').replace(/\.html?$/i, '');
      return (name || 'effsurf-session') + '.effsurf';
    }
    byId('save-session').addEventListener('click', function () {
      const text = page.sessionText();
      if (!text) {
        byId('field-message').textContent = 'This scenario cannot be saved as a session.';
        return;
      }
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      link.download = sessionFileName();
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 0);
    });

    window.effsurfPage = {
      ready: false,
      version: core.version(),
      readout: () => page.readout(),
      setField: (name, text) => setField(name, text, null),
      sessionText: () => page.sessionText(),
      webgl: has3d,
      // Where the current point is drawn over the 3D view (pane coordinates), null when not shown.
      currentPointAt: () => drawnAt,
      // Where the point is drawn over a chart (its div's coordinates), null when not shown.
      chartPointAt: (name) => (chartPoints[name] ? chartPoints[name].drawnAt : null)
    };
    const started = performance.now();
    showParameters();
    redraw(true);
    // The point follows the camera as the surface is turned, zoomed or resized.
    if (has3d) for (const event of ['plotly_relayouting', 'plotly_relayout', 'plotly_afterplot']) byId('surface').on(event, followCamera);
    window.effsurfPage.firstRenderMs = performance.now() - started;
    window.effsurfPage.ready = true;
  }
})();
