// SPDX-License-Identifier: MIT
// The curves of a chart that follow s (S(N), E(N), the performance curves),
// drawn in an SVG over plotly's plot area in plotly's own axes. Moving them is
// rewriting a path; plotly.react would draw the whole chart again (axes, tick
// labels, legend: 17-25 ms a chart on a 2-core VM even through
// Plotly.animate, three charts for each step of the s slider). plotly keeps a
// legend entry for each curve (a trace without data, whose legend click hides
// the curve here too), and draws the curves itself where a figure is made
// (the chart's PNG: figure()).
(function () {
  'use strict';

  const SVG = 'http://www.w3.org/2000/svg';

  /// plotly's dash patterns (its Drawing.dashStyle), so that a curve drawn here looks like its legend entry.
  function dashArray(dash, width) {
    const unit = Math.max(width, 3);
    if (dash === 'dot') return unit + ',' + unit;
    if (dash === 'dash') return 3 * unit + ',' + 3 * unit;
    return '';
  }

  /// `div`: the chart's plotly div; `tip`: describes a vertex under the pointer ((curve, x, y) -> text).
  window.EffsurfChartCurves = function (div, tip) {
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('class', 'chart-curves');
    svg.setAttribute('aria-hidden', 'true');  // the page's data table describes the curves
    const label = document.createElement('div');
    label.className = 'chart-tip';
    label.hidden = true;
    div.parentElement.classList.add('has-point');
    div.after(svg, label);
    let curves = [];   // {name, x, y, line, path, drawn: [[X, Y] | null]}
    let drawn = false;  // placed at least once in plotly's axes

    function axes() {
      const layout = div._fullLayout;
      return layout && layout.xaxis && layout.yaxis && layout.xaxis._length > 0 ? [layout.xaxis, layout.yaxis] : null;
    }

    // A curve's legend entry switched off hides it (plotly marks its trace 'legendonly').
    function visible(curve) {
      const trace = (div._fullData || []).find((t) => t.name === curve.name);
      return !trace || trace.visible === true;
    }

    function place() {
      const both = axes();
      if (!both) return;
      const [xa, ya] = both;
      svg.style.left = div.offsetLeft + xa._offset + 'px';
      svg.style.top = div.offsetTop + ya._offset + 'px';
      svg.setAttribute('width', xa._length);
      svg.setAttribute('height', ya._length);
      // Far outside the plot area a coordinate is clamped (the SVG clips it; huge numbers would not draw).
      const clamp = (v) => Math.max(-1e5, Math.min(1e5, v));
      for (const curve of curves) {
        curve.drawn = curve.x.map(function (x, i) {
          const X = xa.l2p(xa.d2l(x)), Y = ya.l2p(ya.d2l(curve.y[i]));
          return isFinite(X) && isFinite(Y) ? [clamp(X), clamp(Y)] : null;  // no log of E = 0: a gap, as plotly leaves one
        });
        let d = '', pen = false;
        for (const p of curve.drawn) {
          if (p) d += (pen ? 'L' : 'M') + p[0].toFixed(1) + ',' + p[1].toFixed(1);
          pen = !!p;
        }
        curve.path.setAttribute('d', d);
        curve.path.style.display = visible(curve) ? '' : 'none';
      }
      drawn = true;
    }
    for (const event of ['plotly_afterplot', 'plotly_relayout', 'plotly_restyle']) div.on(event, place);

    /// Draws `list` ({name, x, y, line: {color, dash, width}}) in place of what was drawn (the same curves' paths are kept).
    function set(list) {
      const same = list.length === curves.length && list.every((c, i) => c.name === curves[i].name);
      if (!same) {
        while (svg.firstChild) svg.firstChild.remove();
        curves = list.map(() => ({ path: svg.appendChild(document.createElementNS(SVG, 'path')), drawn: [] }));
      }
      list.forEach(function (curve, i) {
        const path = curves[i].path, width = curve.line.width || 2, dash = dashArray(curve.line.dash, width);
        path.setAttribute('fill', 'none');
        path.setAttribute('stroke', curve.line.color);
        path.setAttribute('stroke-width', width);
        path.setAttribute('stroke-linejoin', 'round');
        if (dash) path.setAttribute('stroke-dasharray', dash);
        else path.removeAttribute('stroke-dasharray');
        curves[i] = Object.assign(curves[i], curve);
      });
      place();
    }

    // The vertex nearest the pointer in N, within 20 px (plotly's hover distance), told as plotly tells its points.
    div.addEventListener('mousemove', function (e) {
      const both = axes();
      label.hidden = true;
      if (!both || !drawn) return;
      const box = div.getBoundingClientRect();
      const px = e.clientX - box.left - both[0]._offset, py = e.clientY - box.top - both[1]._offset;
      let best = null;
      for (const curve of curves) {
        if (!visible(curve)) continue;
        curve.drawn.forEach(function (p, i) {
          if (!p) return;
          const distance = Math.hypot(p[0] - px, p[1] - py);
          if (distance <= 20 && (!best || distance < best.distance)) best = { distance: distance, curve: curve, i: i, p: p };
        });
      }
      if (!best) return;
      label.textContent = tip(best.curve, best.curve.x[best.i], best.curve.y[best.i]);
      label.style.borderColor = best.curve.line.color;
      label.style.left = svg.offsetLeft + best.p[0] + 10 + 'px';
      label.style.top = svg.offsetTop + best.p[1] - 34 + 'px';
      label.dataset.n = String(best.curve.x[best.i]);
      label.hidden = false;
    });
    div.addEventListener('mouseleave', () => { label.hidden = true; });

    return {
      set: set,
      /// The curves as plotly traces with their data (for a figure plotly draws whole: the PNG).
      traces: () => curves.map((c) => ({ type: 'scatter', mode: 'lines', name: c.name, x: c.x, y: c.y, line: c.line, hoverinfo: 'skip' })),
      /// Where each curve's vertices are drawn (plot-area pixels; null where not drawn), for whoever checks them.
      drawn: () => curves.map((c) => ({ name: c.name, shown: c.path.style.display !== 'none', points: c.drawn }))
    };
  };
})();
