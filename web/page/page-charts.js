// SPDX-License-Identifier: MIT
// The exported page's 2D charts (their ids are core's ViewNames::pageFigures):
// every curve from core; the curves that follow s (page-curves.js) and the
// current point drawn over each chart where its axes put them, so that a step
// of s or N redraws no chart; user-supplied names shown as text, never as markup.
(function () {
  'use strict';

  /// A user-supplied name as plotly shows it: as text. plotly reads a subset
  /// of HTML in legend and hover texts (<a href>, <b>, <br>, ...): a series
  /// named '<a href="...">Solutions</a>' would become a live link.
  function plainText(name) {
    return String(name).replace(/&/g, '&amp;').replace(/[<]/g, '&lt;').replace(/>/g, '&gt;');
  }

  // Series colours: one per series in every chart, none the current point's red (#d62728).
  const SERIES_COLOURS = ['#1f77b4', '#2ca02c', '#9467bd', '#8c564b', '#e377c2', '#17becf', '#bcbd22', '#7f7f7f'];
  const POINT_COLOUR = '#d62728';

  window.EffsurfCharts = function (core, page, pageData, options) {
    const byId = (id) => document.getElementById(id);
    const t = window.effsurfText;
    const POINT = t('this configuration');  // the point's legend entry, the trace figure() finds
    const live = (value, digits) => core.liveNumber(value, digits || 3);
    const shown = options.shown;
    const chartDecadesN = [0, 12];
    const axisN = [];
    for (let i = 0; i <= 240; ++i) axisN.push(Math.pow(10, chartDecadesN[0] + (chartDecadesN[1] - chartDecadesN[0]) * i / 240));
    const font = { family: 'system-ui, sans-serif', size: 15 };
    const seriesColour = (index) => SERIES_COLOURS[index % SERIES_COLOURS.length];

    function curveN() {
      const counts = Array.from(page.curveProcessorCounts());
      return counts.length > 0 ? counts : axisN;
    }

    function chartLayout(title, xTitle, yTitle, yType, yRange, entries) {
      // The legend at the bottom of the chart, below the N axis' title: plotly keeps the plot area clear of both
      // (automargin), so that more rows than foreseen (long names, a phone) shrink the plot, never overlap or cut it.
      const legendRows = Math.ceil(entries / 3);
      // A phone (the page's CSS breakpoint): the title under plotly's toolbar, not beneath it, and a label
      // every second decade on a long log axis (a decade is less than a label's height there).
      const narrow = window.matchMedia('(max-width: 40rem)').matches;
      const top = narrow ? 80 : 45, height = top + 275 + 26 * legendRows;
      return {
        font: font, uirevision: 'keep', height: height, margin: { l: 70, r: 20, t: top, b: 20 },
        title: narrow ? { text: title, x: 0.02, xanchor: 'left', yref: 'container', y: 1 - 38 / height, yanchor: 'top' }
                      : { text: title, x: 0.02, xanchor: 'left' },
        legend: { orientation: 'h', yref: 'container', y: 0, yanchor: 'bottom' },
        xaxis: { title: { text: xTitle }, type: 'log', exponentformat: 'power', range: chartDecadesN, automargin: true },
        // No range: plotly's own (a null range breaks its next update).
        // Decades only on a log axis: no minor "2" and "5" between them.
        yaxis: Object.assign({ title: { text: yTitle }, type: yType, exponentformat: 'power', automargin: true }, yType === 'log' ? { dtick: narrow && yRange && yRange[1] - yRange[0] > 8 ? 2 : 1 } : {},
                             yRange ? { range: yRange } : {})
      };
    }

    /// The measured series on the speedup or efficiency chart, each with its fitted curve (core's law at the fitted s).
    function series(kind) {
      const traces = [];
      pageData.series.forEach(function (s, index) {
        const colour = s.color || seriesColour(index);
        const y = kind === 'speedup' ? s.speedup : s.speedup.map((value, i) => value / s.processors[i]);
        traces.push({ type: 'scatter', mode: 'markers', name: plainText(s.name), x: s.processors, y: y, legendgroup: 'series' + index,
                      marker: { size: 8, color: colour }, hovertemplate: 'N = %{x:.3~g}<br>' + (kind === 'speedup' ? 'S' : 'E') +
                      ' = %{y:.4~g}<extra>' + plainText(s.name) + '</extra>' });
        if (s.fitted) {
          traces.push({ type: 'scatter', mode: 'lines', name: plainText(s.name) + ' fit (s = ' + live(s.fittedSerialFraction) + ')',
                        x: s.fitted.processors, y: kind === 'speedup' ? s.fitted.speedup : s.fitted.efficiency, legendgroup: 'series' + index,
                        line: { color: colour, dash: 'dash', width: 2 }, hoverinfo: 'skip' });
        }
      });
      return traces;
    }

    // The lesson's snapshots A-D, lettered and coloured as in the app (their colours from the placed points).
    const snapshots = page.snapshots();
    const snapshotColour = (label) => {
      const placed = (pageData.placed || []).find((p) => p.kind === 'snapshot' && p.label === label);
      return placed ? placed.color : '#7f7f7f';
    };
    // A snapshot's curve is its own configuration's: fixed for the page's life, asked of core once per N grid.
    const snapshotCurves = {};
    function snapshotCurve(index, kind, n) {
      const key = index + ':' + kind, kept = snapshotCurves[key];
      if (kept && sameNumbers(kept.n, n)) return kept.y;
      snapshotCurves[key] = { n: n, y: Array.from(page.snapshotCurve(index, kind, n)) };
      return snapshotCurves[key].y;
    }
    function snapshotTraces(kind, n) {
      const traces = [];
      snapshots.forEach(function (snapshot, index) {
        const colour = snapshotColour(snapshot.label);
        const name = plainText(snapshot.label + ': ' + snapshot.lawName + ', N = ' + live(snapshot.processors));
        traces.push({ type: 'scatter', mode: 'lines', name: name, x: n, y: snapshotCurve(index, kind, n),
                      legendgroup: 'snapshot' + index, line: { color: colour, dash: 'dot', width: 2 }, hoverinfo: 'skip' });
        traces.push({ type: 'scatter', mode: 'markers+text', name: name, showlegend: false, legendgroup: 'snapshot' + index,
                      x: [snapshot.processors], y: [kind === 'speedup' ? snapshot.speedup : snapshot.efficiency],
                      text: [plainText(snapshot.label)], textposition: 'top center', textfont: { size: 16, color: colour },
                      marker: { size: 10, color: colour, symbol: 'circle-open', line: { width: 3 } },
                      hovertemplate: name + '<br>N = %{x:.3~g}<br>' + (kind === 'speedup' ? 'S' : 'E') + ' = %{y:.4~g}<extra></extra>' });
      });
      return traces;
    }

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
      // From the chart's own place in its pane (whatever the pane's padding on this screen).
      const div = byId('chart-' + name);
      if (where) point.marker.style.transform = 'translate(' + (div.offsetLeft + where.x).toFixed(1) + 'px, ' + (div.offsetTop + where.y).toFixed(1) + 'px)';
    }

    function showChartPoint(name, x, y, text) {
      let point = chartPoints[name];
      if (!point) {
        const marker = document.createElement('div');
        marker.className = 'chart-point';
        marker.setAttribute('aria-hidden', 'true');
        const div = byId('chart-' + name);
        div.parentElement.classList.add('has-point');
        div.after(marker);
        point = chartPoints[name] = { marker: marker, at: [x, y], drawnAt: null };
        for (const event of ['plotly_relayout', 'plotly_afterplot']) div.on(event, () => placeChartPoint(name));
      }
      point.at = [x, y];
      point.marker.title = POINT + ': ' + text;
      placeChartPoint(name);
    }

    const drawnTraces = {}, drawnLayouts = {};  // chart -> what it was last drawn with
    function sameNumbers(a, b) {
      if (a === b) return true;
      if (!a || !b || a.length !== b.length) return false;
      for (let i = 0; i < a.length; ++i) if (a[i] !== b[i] && !(a[i] !== a[i] && b[i] !== b[i])) return false;  // NaN equals NaN here
      return true;
    }

    function react(name, traces, layout) {
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
      const div = byId('chart-' + name);
      const config = Object.assign({}, options.plotConfig, { modeBarButtonsToAdd: [{
        name: 'png', title: t('Download this chart as PNG'), icon: Plotly.Icons.camera, click: () => downloadPng(name) }] });
      const draw = () => {
        div.style.height = layout.height + 'px';
        Plotly.react(div, traces, layout, config);
      };
      // The performance chart's curves are drawn over it at once (page-curves.js) on fixed axes: plotly holds
      // only their legend entries, which follow a frame later, after the 3D view's new surface is on screen.
      cancelAnimationFrame(deferred[name]);
      if (name === 'performance' && div.data) deferred[name] = requestAnimationFrame(() => { deferred[name] = requestAnimationFrame(draw); });
      else draw();
    }
    const deferred = {};

    /// The chart as a figure plotly draws whole: the curves drawn over it and the current point as its own traces.
    function figure(name) {
      const div = byId('chart-' + name), drawnCurves = liveCurves[name] ? liveCurves[name].traces() : [];
      const point = chartPoints[name];
      const data = div.data.map(function (trace) {
        const curve = drawnCurves.find((c) => c.name === trace.name);
        if (curve) return Object.assign({}, trace, { x: curve.x, y: curve.y });
        if (trace.name === POINT && point) return Object.assign({}, trace, { x: [point.at[0]], y: [point.at[1]] });
        return trace;
      });
      return { data: data, layout: Object.assign({}, div.layout, { width: div._fullLayout.width, height: div._fullLayout.height }) };
    }

    function downloadPng(name) {
      Plotly.downloadImage(figure(name), { format: 'png', filename: options.fileName + ' ' + name, scale: 2 });
    }

    // The curves that follow s, drawn over their chart; plotly has their legend entries (traces without data).
    const liveCurves = {};
    const liveCurve = (curve) => ({ type: 'scatter', mode: 'lines', name: curve.name, x: [null], y: [null], line: curve.line, hoverinfo: 'skip' });
    function drawCurves(name, list, tip) {
      if (!shown(name)) return;
      if (!liveCurves[name]) liveCurves[name] = window.EffsurfChartCurves(byId('chart-' + name), tip);
      // A step of N leaves every curve as it was: nothing to draw again.
      const before = liveCurves[name].shown || [];
      if (before.length === list.length && list.every((c, i) => c.name === before[i].name && JSON.stringify(c.line) === JSON.stringify(before[i].line) &&
                                                         sameNumbers(c.x, before[i].x) && sameNumbers(c.y, before[i].y))) return;
      liveCurves[name].shown = list;
      liveCurves[name].set(list);
    }

    /// Draws every chart shown for readout `r` (what did not change is not drawn again); `hide`: a lecture's question
    /// waits for its answer, the point's values are not told.
    function draw(r, hide) {
      const value = (x, digits) => (hide ? '?' : live(x, digits));
      const n = curveN();
      // The legend's entry for the point drawn over the chart (no data: it never changes).
      const point = () => ({ type: 'scatter', mode: 'markers', name: POINT, x: [null], y: [null],
        marker: { color: POINT_COLOUR, size: 11 }, hoverinfo: 'skip' });
      const speedupCurve = { name: 'S(N)', x: n, y: Array.from(page.curve('speedup', n)), line: { color: '#1d2430', width: 2 } };
      const speedup = [
        liveCurve(speedupCurve),
        { type: 'scatter', mode: 'lines', name: t('ideal S = N'), x: [1, 1e12], y: [1, 1e12], line: { dash: 'dot', color: '#888' }, hoverinfo: 'skip' },
        ...series('speedup'), ...snapshotTraces('speedup', n), point()];
      react('speedup', speedup, chartLayout(t('Speedup'), t('processors N'), t('speedup S'), 'log', [0, 12], speedup.length));
      drawCurves('speedup', [speedupCurve], (c, x, y) => 'N = ' + live(x) + ', S = ' + live(y, 4));
      const efficiencyCurve = { name: 'E(N)', x: n, y: Array.from(page.curve('efficiency', n)), line: { color: '#1d2430', width: 2 } };
      const efficiency = [liveCurve(efficiencyCurve), ...series('efficiency'), ...snapshotTraces('efficiency', n), point()];
      react('efficiency', efficiency, chartLayout(t('Efficiency'), t('processors N'), t('efficiency E'), 'linear', [0, 1.05], efficiency.length));
      drawCurves('efficiency', [efficiencyCurve], (c, x, y) => 'N = ' + live(x) + ', E = ' + live(y, 4));
      const performanceCurves = [{ name: 'FP64', x: n, y: Array.from(page.curve('fp64', n)), line: { color: '#1d2430', width: 2 } }];
      if (r.precision !== 'fp64')
        performanceCurves.push({ name: r.precisionName, x: n, y: Array.from(page.curve(r.precision, n)), line: { color: '#1f77b4', dash: 'dash', width: 2 } });
      const performance = performanceCurves.map(liveCurve);
      // A fixed axis, as the app's performance chart: R/R1 = k S <= 8 N, one decade above the N axis holds every datatype's curve.
      react('performance', performance, chartLayout(t('Performance (in FP64 processors)'), t('processors N'), t('performance'), 'log',
                                                    [chartDecadesN[0], chartDecadesN[1] + 1], performance.length));
      drawCurves('performance', performanceCurves, (c, x, y) => c.name + ': N = ' + live(x) + ', R = ' + live(y, 4) + ' FP64 processors');
      // The isoefficiency lines differ by dash and width as well as colour (they must read in grey too).
      const styles = [{ dash: 'solid', width: 3 }, { dash: 'dash', width: 2.5 }, { dash: 'dot', width: 2.5 }];
      const plane = [0.9, 0.5, 0.1].map(function (target, i) {
        return { type: 'scatter', mode: 'lines', name: 'E = ' + target, x: axisN, y: Array.from(page.isoefficiency(target, axisN)),
                 line: Object.assign({ color: ['#1f5fbf', '#1d2430', '#6a3d9a'][i] }, styles[i]),
                 connectgaps: false, hovertemplate: 'E = ' + target + '<br>N = %{x:.3~g}<br>s = %{y:.3~g}<extra></extra>' };
      });
      for (const list of ['HPL', 'HPCG']) {
        const systems = pageData.systems.filter((m) => (m.benchmark || 'HPL') === list);
        if (systems.length === 0) continue;
        plane.push({ type: 'scatter', mode: 'markers', name: 'TOP500 ' + list, x: systems.map((m) => m.processors),
          y: systems.map((m) => m.serialFraction), text: systems.map((m) => plainText(m.name + ' (' + m.list + ')')),
          marker: { symbol: list === 'HPL' ? 'diamond' : 'square', size: 10, color: list === 'HPL' ? '#ff7f0e' : '#8c564b' },
          hovertemplate: '%{text}<extra>' + list + '</extra>' });
      }
      if (snapshots.length > 0) {
        plane.push({ type: 'scatter', mode: 'markers+text', name: t('snapshots'), x: snapshots.map((s) => s.processors), y: snapshots.map((s) => s.sEff),
          text: snapshots.map((s) => plainText(s.label)), textposition: 'top center', textfont: { size: 16 },
          marker: { size: 11, symbol: 'circle-open', line: { width: 3 }, color: snapshots.map((s) => snapshotColour(s.label)) },
          hovertemplate: '%{text}: N = %{x:.3~g}, s′ = %{y:.3~g}<extra></extra>' });
      }
      plane.push(point());
      react('plane', plane, chartLayout(t('The (N, s) plane'), t('processors N'), t('serial fraction s'), 'log', [-12, 0], plane.length));
      if (shown('speedup')) showChartPoint('speedup', r.processors, r.speedup, 'N = ' + live(r.processors) + ', S = ' + value(r.speedup, 4));
      if (shown('efficiency')) showChartPoint('efficiency', r.processors, r.efficiency, 'N = ' + live(r.processors) + ', E = ' + value(r.efficiency, 4));
      if (shown('plane')) showChartPoint('plane', r.processors, r.sEff, 'N = ' + live(r.processors) + ', s′ = ' + value(r.sEff));
    }

    /// The table the charts are described by: their curves at N = 1, 10, ..., 10^12 (core's numbers).
    const decades = [];
    for (let k = chartDecadesN[0]; k <= chartDecadesN[1]; ++k) decades.push(Math.pow(10, k));
    let tableFor = null;
    function table(r) {
      const key = r.caption.replace(/N = [^,]*$/, '') + r.precision;  // the curves do not depend on N
      if (key === tableFor) return;
      tableFor = key;
      const columns = [page.curve('speedup', decades), page.curve('efficiency', decades), page.curve('s_eff', decades),
                       page.curve(r.precision, decades)];
      byId('data-performance').textContent = t('performance at %1 (FP64 processors)', r.precisionName);
      byId('data-caption').textContent = t('%1: the speedup, efficiency, performance and (N, s) charts at each decade of N', r.lawName);
      const body = byId('data-rows');
      body.textContent = '';
      decades.forEach(function (n, i) {
        const row = document.createElement('tr');
        const head = document.createElement('th');
        head.scope = 'row';
        head.textContent = live(n);
        row.appendChild(head);
        for (const column of columns) {
          const cell = document.createElement('td');
          cell.textContent = isFinite(column[i]) ? live(column[i], 4) : '–';
          cell.dataset.value = String(column[i]);
          row.appendChild(cell);
        }
        body.appendChild(row);
      });
    }

    // The table follows committed changes (a slider's release, a field's Enter), not every step of a drag.
    /// Another lesson's systems and series (a lecture's step selects other systems); drawn at the next draw().
    function setData(data) {
      pageData = data;
    }

    return { draw: draw, table: table, setData: setData, chartPointAt: (name) => (chartPoints[name] ? chartPoints[name].drawnAt : null), plainText: plainText,
             figure: figure, curvesDrawn: (name) => (liveCurves[name] ? liveCurves[name].drawn() : []) };
  };
})();
