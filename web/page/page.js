// SPDX-License-Identifier: MIT
// The interactive page's code: it reads the scenario embedded in the page,
// hands it to effsurf's core (WebAssembly, createEffsurfCore), and draws what
// core computes with plotly.js (page-surface.js: the 3D view; page-charts.js:
// the charts). No formula of the model is written here: every E, S, s' and
// line comes from core, as in the desktop program.
(function () {
  'use strict';
  window.effsurfPageStarted = true;  // the loader in the page's head: the code arrived
  // The page as it arrived, before this code adds to it: "Save as page" writes it again with the student's edits.
  const pageAsLoaded = '<!DOCTYPE html>\n' + document.documentElement.outerHTML;
  // page-text.js: the page's words in its language (without it, English with the %1s filled in).
  const t = window.effsurfText || ((text, ...args) => text.replace(/%([1-9])/g, (w, d) => (d <= args.length ? String(args[d - 1]) : w)));
  if (window.effsurfTranslatePage) window.effsurfTranslatePage();

  const byId = (id) => document.getElementById(id);

  function showPageError(message) {
    if (window.effsurfLoaderError) {
      window.effsurfLoaderError(message);
      return;
    }
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
    showPageError(t('The scenario embedded in this page cannot be read (%1). The file may have been edited or cut short; export it again from effsurf.', e.message));
    return;
  }
  if (typeof createEffsurfCore !== 'function' || typeof Plotly !== 'object' || typeof window.EffsurfSurfaceView !== 'function' ||
      typeof window.EffsurfWebGL !== 'object' || typeof window.EffsurfLecture !== 'function' || typeof window.effsurfText !== 'function' ||
      typeof window.EffsurfCharts !== 'function') {
    showPageError(t('This page is missing a part (effsurf\'s core, plotly.js or its own drawing code); export it again from effsurf.'));
    return;
  }
  createEffsurfCore().then(function (core) {
    try {
      start(core);
    } catch (e) {
      // The core started: what failed is this page's data or code, not the browser.
      console.error(e);
      showPageError(t('This page\'s data does not hold what effsurf writes (%1). It may have been edited by hand; export it again from effsurf.', e.message));
    }
  }, function (e) {
    showPageError(t('effsurf\'s core (WebAssembly) could not start in this browser: %1. A browser from the last five years runs it; so does effsurf itself (open this file there).', e));
  });

  function start(core) {
    const page = new core.Page();
    /// A sentence core wrote in English (a refusal, the gain ceiling, a law's explanation) in the page's language:
    /// core finds its pattern and arguments (MessageCatalog, as the window's CoreMessageText does) and t() translates.
    function coreText(message) {
      if (!message) return message;
      const render = (part) => (part.pattern ? t(part.pattern, ...part.args.map(render)) : part.text);
      return render(core.recognizeMessage(message));
    }
    const problem = page.configure(JSON.stringify(figure));
    if (problem) {
      showPageError(t('The scenario embedded in this page is not valid: %1', coreText(problem)));
      return;
    }
    if (!Array.isArray(pageData.systems) || !Array.isArray(pageData.series))
      throw new Error('its page data has no list of systems or series');
    // The charts beside the surface, named by core (the app's export, tours and animation use the same ids).
    const chartsDrawn = ['speedup', 'efficiency', 'performance', 'plane'];  // what page-charts.js draws
    const figureLabels = {};
    for (const figure of core.pageFigures()) {
      figureLabels[figure.id] = t(figure.label);  // core's names, in the page's language where effsurf gave one
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
      chart.setAttribute('role', 'img');
      chart.setAttribute('aria-label', t(figure.label));
      chart.setAttribute('aria-describedby', 'data-table');  // the numbers as a table, for whoever cannot see the chart
      pane.appendChild(chart);
      byId('charts').appendChild(pane);
    }
    byId('page').hidden = false;
    for (const precision of core.precisions()) {
      const option = document.createElement('option');
      option.value = precision.id;
      option.textContent = t(precision.label);
      byId('precision').appendChild(option);
    }
    const live = (value, digits) => core.liveNumber(value, digits || 3);
    // The figure exported: "all", or one of surface, speedup, efficiency,
    // performance, plane (the others are not on the page and not drawn).
    const figureName = document.body.dataset.figure || 'all';
    const shown = (name) => figureName === 'all' || figureName === name;
    for (const pane of document.querySelectorAll('.pane')) pane.hidden = !shown(pane.dataset.figure);
    const has3d = shown('surface') && webglAvailable();
    // The 3D view keeps no "download as PNG" (plotly's would lose the point and labels drawn over it);
    // each chart has one, named after the page and the chart.
    const plotConfig = { responsive: true, displaylogo: false, modeBarButtonsToRemove: ['toImage'] };
    const view = page.view();
    // A lecture saved at step K (Save as page) opens there: that step's systems and series are drawn.
    const lectureStart = pageData.lecture && Number.isInteger(pageData.lecture.start) && pageData.lecture.steps &&
      pageData.lecture.steps[pageData.lecture.start] ? pageData.lecture.steps[pageData.lecture.start] : null;
    const drawnData = lectureStart || pageData;
    const charts = window.EffsurfCharts(core, page, drawnData, { shown: shown, plotConfig: plotConfig,
                                                                fileName: sessionFileName().replace(/\.effsurf$/, '') });
    let surface = null;
    let lecture = null;  // a lecture's panel (page-lecture.js), when the page is a tour's

    if (shown('surface') && !has3d) {
      const note = byId('no-webgl');
      // One literal: scripts/page-texts.py reads each call of t() as written.
      note.textContent = t('The 3D surface needs WebGL, which this browser does not offer here (it may be switched off, or blocked for this graphics driver). The charts show the same scenario, computed the same way.');
      note.hidden = false;
      for (const id of ['surface', 'surface-keys', 'current-leader']) byId(id).hidden = true;
      byId('surface-pane').querySelector('.pane-tools').hidden = true;  // no camera, no E axis to offer
    }
    if (has3d) {
      surface = window.EffsurfSurfaceView(core, page, {
        plot: byId('surface'), pane: byId('surface-pane'), point: byId('current-point'), label: byId('current-label'),
        leader: byId('current-leader').querySelector('path.leader'), labels: byId('placed-labels'),
        trajectory: byId('current-leader').querySelector('path.trajectory'), camera: view.camera },
        drawnData.placed, drawnData.series);
      for (const id of Object.keys(surface.frame.cameras)) {
        const option = document.createElement('option');
        option.value = id;
        option.textContent = t(surface.frame.cameras[id].label);
        byId('camera').appendChild(option);
      }
      byId('camera').value = view.camera;
      byId('log-e').checked = view.logarithmicEfficiency;
    }

    // ---- the readout and the fields ---------------------------------------
    /// core's readout with its law's and precision's names in the page's language.
    const named = (r) => Object.assign(r, { lawName: t(r.lawName), precisionName: t(r.precisionName) });
    /// A lecture's step asks its question: the numbers wait for the answer (the window's readouts say "E = ?" too).
    const concealed = () => !!lecture && lecture.answerHidden();
    function readout() {
      const r = named(page.readout());
      byId('readout-law').textContent = r.lawName;
      const hide = concealed();
      const put = (id, value, digits) => {
        const element = byId(id);
        element.textContent = hide ? '?' : live(value, digits);
        element.dataset.value = hide ? '' : String(value);  // full precision, for whoever checks the numbers
      };
      put('readout-efficiency', r.efficiency, 4);
      put('readout-speedup', r.speedup, 4);
      put('readout-seff', r.sEff, 4);
      put('readout-k', r.speedFactor, 3);
      byId('readout-limit').textContent = hide ? '' : t(r.gainLimitPattern, ...r.gainLimitArgs);  // every redraw: no reading back
      // What the page shows (core's figure names), for the law chosen; a lecture's page is its tour's.
      const what = figureName === 'all' ? t('Efficiency surface') : (figureLabels[figureName] || t('Efficiency surface'));
      byId('title').textContent = lecture ? lecture.title() : what + ': ' + r.lawName;
      document.title = (lecture ? lecture.title() : what + ': ' + r.lawName) + ' (effsurf)';
      byId('caption').textContent = r.caption;  // core's caption of what the page shows now
      if (byId('law-formula').dataset.law !== r.law) {
        // The law in a sentence and its formula: core's MathML (trusted markup from core, never user text).
        byId('law-formula').dataset.law = r.law;
        byId('law-title').textContent = t('The law: %1', r.lawName);
        const explanation = core.lawExplanation(r.law);
        byId('law-sentence').textContent = coreText(explanation.sentence);
        byId('law-formula').innerHTML = explanation.mathMl;
        byId('law-formula').setAttribute('aria-label', explanation.plainText);
      }
      byId('control-growth').hidden = r.law !== 'sun-ni';
      byId('control-s').hidden = r.modelBased;
      return r;
    }

    function syncFields(r) {
      const fields = [['s-field', live(r.serialFraction, 4)], ['n-field', live(r.processors, 4)], ['growth-field', String(r.growthExponent)]];
      for (const [id, text] of fields) {
        // The state, always: a refused value changed nothing and redraws nothing, so whatever changed the state
        // since (a slider, a link) is what the field must show, unmarked.
        const field = byId(id);
        field.value = text;
        field.classList.remove('refused');
      }
      const sSlider = byId('s-slider'), nSlider = byId('n-slider');
      sSlider.value = String(Math.log10(Math.max(r.serialFraction, 1e-12)));
      nSlider.value = String(Math.log10(r.processors));
      // A screen reader says the value in the app's notation, not the slider's exponent.
      sSlider.setAttribute('aria-valuetext', 's = ' + live(r.serialFraction, 4));
      nSlider.setAttribute('aria-valuetext', 'N = ' + live(r.processors, 4));
      byId('precision').value = r.precision;
    }

    // ---- the edits, in the address's fragment: a link reproduces them --------
    const edits = [];  // [field, text] in the order made, each field once (its last value)
    function remember(name, text) {
      const at = edits.findIndex((e) => e[0] === name);
      if (at >= 0) edits.splice(at, 1);
      edits.push([name, text]);
    }
    /// Written on a committed change only (a slider's release, a field's Enter): browsers throttle a page
    /// that rewrites its address at every step of a drag.
    function writeFragment() {
      // A lecture's step first: the edits a link carries are the student's at that step.
      const parts = (lecture ? [['step', String(lecture.index() + 1)]] : []).concat(edits);
      const fragment = '#' + parts.map((e) => encodeURIComponent(e[0]) + '=' + encodeURIComponent(e[1])).join('&');
      try {
        history.replaceState(null, '', fragment);
      } catch (e) {
        location.replace(fragment);
      }
    }
    /// The edits a link carries, applied in order; a refused one is said, and the rest still applied.
    function applyFragment() {
      const refused = [];
      const parts = location.hash.replace(/^#/, '').split('&').filter((part) => part).map(function (part) {
        const equals = part.indexOf('=');
        return [decodeURIComponent(equals < 0 ? part : part.slice(0, equals)), equals < 0 ? '' : decodeURIComponent(part.slice(equals + 1))];
      });
      // A lecture's step first, wherever the link has it: the edits are the student's at that step.
      parts.sort((a, b) => (b[0] === 'step') - (a[0] === 'step'));
      for (const [name, text] of parts) {
        if (name === 'step' && lecture) {
          const number = Number(text);
          if (!(Number.isInteger(number) && lecture.go(number - 1)))
            refused.push(t('step "%1" is not one of this lecture\'s steps, 1 to %2', text, lecture.stepCount()));
          continue;
        }
        const message = page.setField(name, text);
        if (message) refused.push(coreText(message));
        else remember(name, text);
      }
      if (refused.length > 0) byId('field-message').textContent = t('This link\'s %1', refused.join('; '));
      if (parts.length > 0) writeFragment();  // the link as applied: its step and the edits that were taken
    }

    /// The one live region: what the change did, said once per committed change.
    function announce(r, before) {
      writeFragment();
      charts.table(r);
      const hide = concealed();
      byId('announce').textContent = (before || '') + (r.modelBased ? '' : 's = ' + live(r.serialFraction, 3) + ', ') + 'N = ' +
        live(r.processors, 3) + ', ' + r.precisionName + ': E = ' + (hide ? '?' : live(r.efficiency, 4)) + ', S = ' +
        (hide ? '?' : live(r.speedup, 4));
    }

    function setField(name, text, input, quietly) {
      const message = page.setField(name, text);
      byId('field-message').textContent = coreText(message);
      if (input) input.classList.toggle('refused', message !== '');
      if (message === '') {
        remember(name, text);
        const r = redraw(name === 'precision' || name === 'growth' || name === 'k' || name.indexOf('.') > 0);
        if (name.indexOf('.') > 0) showParameters();  // a run's preset changes its other fields
        if (!quietly) announce(r);
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
        if (control && control !== document.activeElement) {
          control.value = p.value;
          control.classList.remove('refused');  // the state's value again: nothing refused is shown
        }
      }
    }

    // ---- drawing ----------------------------------------------------------
    function redraw(surfaceChanged) {
      const started = performance.now();
      const r = readout();
      syncFields(r);
      if (surface) {
        // The surface is drawn again only when it changes (law, precision, γ, E axis); s and N move the point.
        if (surfaceChanged || !redraw.drawn) surface.draw(byId('log-e').checked, plotConfig);
        redraw.drawn = true;
        surface.showPoint(r, 'E = ' + (concealed() ? '?' : live(r.efficiency, 4)));
      }
      charts.draw(r, concealed());
      // The table holds every E and S by decade: it waits for the answer too.
      byId('data-table').hidden = concealed();
      if (lecture) lecture.refresh();  // the step's live numbers, and whether its values are still shown
      window.effsurfPage.lastRedrawMs = performance.now() - started;
      return r;
    }

    // ---- wiring -----------------------------------------------------------
    const sliders = { 's-slider': 's', 'n-slider': 'N' };
    const sliderText = (name, exponent) => name === 's' ? String(Math.pow(10, exponent)) : String(Math.round(Math.pow(10, exponent)));
    for (const id of Object.keys(sliders)) {
      const slider = byId(id), name = sliders[id];
      slider.addEventListener('input', (e) => setField(name, sliderText(name, Number(e.target.value)), null, true));
      slider.addEventListener('change', () => announce(named(page.readout())));
      // Keys step a tenth of a decade (a hundredth with Shift), a decade with Page Up/Down: a step="any"
      // range would move by its whole span's hundredth, and step="0.1" could not take the fine steps.
      slider.addEventListener('keydown', function (e) {
        const moves = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 1, PageDown: -1 };
        let value = Number(slider.value);
        if (e.key in moves) {
          // To the next multiple of the step: from 10^-6.95 a tenth up is 10^-6.9.
          const step = e.key.startsWith('Page') ? 1 : e.shiftKey ? 0.01 : 0.1;
          const units = value / step;
          value = (moves[e.key] > 0 ? Math.floor(units + 1e-6) + 1 : Math.ceil(units - 1e-6) - 1) * step;
        } else if (e.key === 'Home') value = Number(slider.min);
        else if (e.key === 'End') value = Number(slider.max);
        else return;
        e.preventDefault();
        value = Math.min(Number(slider.max), Math.max(Number(slider.min), Math.round(value * 1000) / 1000));
        setField(name, sliderText(name, value), null, false);
      });
    }
    byId('s-field').addEventListener('change', (e) => setField('s', e.target.value, e.target));
    byId('n-field').addEventListener('change', (e) => setField('N', e.target.value, e.target));
    byId('growth-field').addEventListener('change', (e) => setField('growth', e.target.value, e.target));
    byId('precision').addEventListener('change', (e) => setField('precision', e.target.value, e.target));
    byId('log-e').addEventListener('change', () => redraw(true));
    byId('camera').addEventListener('change', function (e) {
      if (surface) surface.setCamera(e.target.value);
      if (lecture) lecture.refresh();  // the step's camera or not: "Back to this step's values"
    });
    if (surface) {
      // The 3D view from the keyboard: arrows turn it, + and - zoom, 0 returns to the chosen view.
      byId('surface').addEventListener('keydown', function (e) {
        const turns = { ArrowLeft: [-5, 0], ArrowRight: [5, 0], ArrowUp: [0, 5], ArrowDown: [0, -5] };
        if (e.key in turns) surface.turn(turns[e.key][0], turns[e.key][1], 1);
        else if (e.key === '+' || e.key === '=') surface.turn(0, 0, 1 / 1.15);
        else if (e.key === '-' || e.key === '_') surface.turn(0, 0, 1.15);
        else if (e.key === '0') surface.setCamera(byId('camera').value);
        else return;
        e.preventDefault();
      });
      // A one-finger drag scrolls the page (the view is most of a phone's screen); two fingers turn it.
      for (const type of ['touchstart', 'touchmove']) {
        byId('surface').addEventListener(type, function (e) {
          if (e.touches.length < 2) e.stopPropagation();
        }, { capture: true, passive: true });
      }
    }
    // The scenario as the student left it, as a session the app opens: core's writer, the app's bytes.
    function sessionFileName() {
      const name = decodeURIComponent(location.pathname.split('/').pop() || '').replace(/\.html?$/i, '');
      return (name || 'effsurf-session') + '.effsurf';
    }
    byId('save-session').addEventListener('click', function () {
      const text = page.sessionText();
      if (!text) {
        byId('field-message').textContent = t('This scenario cannot be saved as a session.');
        return;
      }
      download(new Blob([text], { type: 'application/json' }), sessionFileName());
    });
    function download(blob, name) {
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = name;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 0);
    }

    // The page again with the student's edits in its scenario: the app opens it as a session, the page as itself.
    byId('save-page').addEventListener('click', function () {
      const figureText = page.figureText(JSON.stringify(figure));
      const start = pageAsLoaded.indexOf('id="effsurf-figure">');
      const end = start < 0 ? -1 : pageAsLoaded.indexOf('</' + 'script>', start);
      if (!figureText || end < 0) {
        byId('field-message').textContent = t('This page cannot be saved again; use "Save as session".');
        return;
      }
      // JSON inside <script>: every "<" as \u003c, as effsurf writes it.
      const safe = (json) => json.replace(/[<]/g, '\\u003c');
      let text = pageAsLoaded.slice(0, start) + 'id="effsurf-figure">' + safe(figureText) + pageAsLoaded.slice(end);
      if (lecture) {
        // A lecture opens again at the step it was saved at, its scenario the student's (the figure's, above).
        const dataStart = text.indexOf('id="effsurf-page-data">'), dataEnd = text.indexOf('</' + 'script>', dataStart);
        const data = Object.assign({}, pageData, { lecture: Object.assign({}, pageData.lecture, { start: lecture.index() }) });
        if (dataStart >= 0 && dataEnd > dataStart)
          text = text.slice(0, dataStart) + 'id="effsurf-page-data">' + safe(JSON.stringify(data)) + text.slice(dataEnd);
      }
      download(new Blob([text], { type: 'text/html' }), sessionFileName().replace(/\.effsurf$/, '') + ' (edited).html');
    });

    window.effsurfPage = {
      ready: false,
      version: core.version(),
      readout: () => page.readout(),
      setField: (name, text) => setField(name, text, null),
      sessionText: () => page.sessionText(),
      snapshots: () => page.snapshots(),
      // E on the window's surface of the scenario (core::ScenarioSurface), for whoever compares it with the app's.
      surfaceValues: (resolution) => Array.from(page.surface(resolution)),
      webgl: has3d,
      surface: surface,
      // Where the current point is drawn over the 3D view (pane coordinates), null when not shown.
      currentPointAt: () => (surface ? surface.pointAt() : null),
      // Where the point is drawn over a chart (its div's coordinates), null when not shown.
      chartPointAt: (name) => charts.chartPointAt(name),
      // The curves drawn over a chart (plot-area pixels of each vertex), and the chart as its PNG is drawn.
      chartCurves: (name) => charts.curvesDrawn(name),
      chartFigure: (name) => charts.figure(name),
      liveNumber: (value, digits) => live(value, digits)
    };
    if (pageData.lecture) {
      // A lecture: its panel steps the page through the tour; the page opens at the first step (or the link's).
      lecture = window.EffsurfLecture(core, page, pageData.lecture, {
        stepChanged: function (index, stepData, shownView) {
          charts.setData(stepData);
          if (surface) {
            surface.setPlaced(stepData.placed, stepData.series);
            // The E axis and the camera first: the redraw below draws the view once, from the step's camera.
            byId('log-e').checked = shownView.logarithmicEfficiency;
            byId('camera').value = shownView.camera;
            surface.setCamera(shownView.camera, false);
          }
          edits.length = 0;  // the student's edits were at the step before
          showParameters();
          announce(redraw(true), t('Step %1: ', index + 1));
        },
        revealed: () => announce(redraw(false)),
        // The camera and E axis shown (none without the 3D view).
        view: () => (surface ? { camera: byId('camera').value, logarithmicEfficiency: byId('log-e').checked } : null)
      });
      window.effsurfPage.lecture = lecture;
    }
    const started = performance.now();
    applyFragment();
    showParameters();
    charts.table(redraw(true));
    if (surface) {
      // The surface's values under the pointer (the drawn surface, found along the pointer's ray), core's E there.
      const tip = byId('surface-tip'), pane = byId('surface-pane');
      let pointer = null;
      const showTip = function () {
        const at = pointer;
        pointer = null;
        const found = at && !at.dragging && !concealed() && surface.under(at.x, at.y);
        tip.hidden = !found;
        if (!found) return;
        tip.textContent = 'N = ' + live(found.n) + ', s = ' + live(found.s) + ', E = ' + live(page.efficiencyAt(found.n, found.s), 4);
        tip.dataset.n = String(found.n);
        tip.dataset.s = String(found.s);
      };
      byId('surface').addEventListener('pointermove', function (event) {
        const box = pane.getBoundingClientRect();
        // One answer per frame, for where the pointer is then; none while a drag turns the view.
        if (!pointer) requestAnimationFrame(showTip);
        pointer = { x: event.clientX - box.left, y: event.clientY - box.top, dragging: event.buttons !== 0 };
      });
      byId('surface').addEventListener('pointerleave', () => { pointer = null; tip.hidden = true; });
    }
    window.effsurfPage.firstRenderMs = performance.now() - started;
    window.effsurfPage.ready = true;
  }
})();
