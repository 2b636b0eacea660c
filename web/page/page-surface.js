// SPDX-License-Identifier: MIT
// The exported page's 3D view: core's surface of the scenario (the window's:
// core::ScenarioSurface) in core's frame (ranges, box, cameras and colours:
// core::SurfaceFrame), drawn with plotly.js; and the current configuration
// drawn over it where plotly's camera projects it, hidden exactly where the
// surface hides it, with the app's floating "E = ..." label and its leader
// line down to the point.
//
// Why over the scene and not a plotly trace: without a GPU, plotly redraws
// its whole WebGL scene for a moved marker (250-320 ms a slider step); the
// surface does not change with s and N, so a step moves HTML elements only.
(function () {
  'use strict';

  const SUPERSCRIPTS = { '-': '⁻', '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹' };
  /// "10⁻³" for k = -3 ("1" and "10" for 0 and 1), as the app's axes read.
  function decade(k) {
    if (k === 0) return '1';
    if (k === 1) return '10';
    return '10' + String(k).split('').map((c) => SUPERSCRIPTS[c]).join('');
  }
  /// Decades low..high every `step` as plotly ticks (sign -1: s, drawn as -log10 s); the minus bold, or plotly's 3D text loses it.
  function decadeTicks(low, high, step, sign) {
    const values = [], texts = [];
    for (let k = low; k <= high; k += step) { values.push(sign * k); texts.push(decade(k).replace('⁻', '<b>⁻</b>')); }
    return { tickvals: values, ticktext: texts, tickmode: 'array' };
  }

  function transform(matrix, v) {
    const out = [0, 0, 0, 0];
    for (let row = 0; row < 4; ++row)
      out[row] = matrix[row] * v[0] + matrix[4 + row] * v[1] + matrix[8 + row] * v[2] + matrix[12 + row] * v[3];
    return out;
  }

  /// The product a·b of two column-major 4x4 matrices.
  function multiply(a, b) {
    const out = new Array(16);
    for (let col = 0; col < 4; ++col)
      for (let row = 0; row < 4; ++row) {
        let sum = 0;
        for (let k = 0; k < 4; ++k) sum += a[k * 4 + row] * b[col * 4 + k];
        out[col * 4 + row] = sum;
      }
    return out;
  }

  /// The inverse of a column-major 4x4 matrix (null if singular).
  function inverse(m) {
    const inv = new Array(16);
    inv[0] = m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15] + m[9] * m[7] * m[14] + m[13] * m[6] * m[11] - m[13] * m[7] * m[10];
    inv[4] = -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15] - m[8] * m[7] * m[14] - m[12] * m[6] * m[11] + m[12] * m[7] * m[10];
    inv[8] = m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15] + m[8] * m[7] * m[13] + m[12] * m[5] * m[11] - m[12] * m[7] * m[9];
    inv[12] = -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14] - m[8] * m[6] * m[13] - m[12] * m[5] * m[10] + m[12] * m[6] * m[9];
    inv[1] = -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15] - m[9] * m[3] * m[14] - m[13] * m[2] * m[11] + m[13] * m[3] * m[10];
    inv[5] = m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15] + m[8] * m[3] * m[14] + m[12] * m[2] * m[11] - m[12] * m[3] * m[10];
    inv[9] = -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15] - m[8] * m[3] * m[13] - m[12] * m[1] * m[11] + m[12] * m[3] * m[9];
    inv[13] = m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14] + m[8] * m[2] * m[13] + m[12] * m[1] * m[10] - m[12] * m[2] * m[9];
    inv[2] = m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15] + m[5] * m[3] * m[14] + m[13] * m[2] * m[7] - m[13] * m[3] * m[6];
    inv[6] = -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15] - m[4] * m[3] * m[14] - m[12] * m[2] * m[7] + m[12] * m[3] * m[6];
    inv[10] = m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15] + m[4] * m[3] * m[13] + m[12] * m[1] * m[7] - m[12] * m[3] * m[5];
    inv[14] = -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14] - m[4] * m[2] * m[13] - m[12] * m[1] * m[6] + m[12] * m[2] * m[5];
    inv[3] = -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11] - m[5] * m[3] * m[10] - m[9] * m[2] * m[7] + m[9] * m[3] * m[6];
    inv[7] = m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11] + m[4] * m[3] * m[10] + m[8] * m[2] * m[7] - m[8] * m[3] * m[6];
    inv[11] = -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11] - m[4] * m[3] * m[9] - m[8] * m[1] * m[7] + m[8] * m[3] * m[5];
    inv[15] = m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10] + m[4] * m[2] * m[9] + m[8] * m[1] * m[6] - m[8] * m[2] * m[5];
    const det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12];
    if (!det) return null;
    return inv.map((v) => v / det);
  }

  // How the window marks what it places on the surface (ui's SurfaceScene): HPL diamonds, HPCG squares.
  const SYMBOLS = { hpl: 'diamond', hpcg: 'square', measured: 'circle', snapshot: 'circle', trajectory: 'circle' };
  const SIZES = { hpl: 7, hpcg: 6, measured: 4, snapshot: 8, trajectory: 3 };

  /// The 3D view. `parts`: the plot's div, its pane, the point, its label, the leader's SVG line, the
  /// box for the placed points' labels; `placed`: what the window places on its surface (page data).
  window.EffsurfSurfaceView = function (core, page, parts, placed, series) {
    const frame = core.surfaceFrame(), t = window.effsurfText;
    window.EffsurfWebGL.adapt(parts.plot);  // before plotly makes its context in the pane
    const fontSize = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    // 0.1 decade between grid lines: every decade and every arrow-key step of the sliders is a vertex.
    const resolution = Math.round((frame.log10NMax - frame.log10NMin) / frame.decadeStep) + 1;
    const gridX = [], gridY = [];  // log10 N; -log10 s (s = 1 at the front, as in the app)
    for (let j = 0; j < resolution; ++j) gridX.push(frame.log10NMin + (frame.log10NMax - frame.log10NMin) * j / (resolution - 1));
    for (let i = 0; i < resolution; ++i) gridY.push(-(frame.log10SMin + (frame.log10SMax - frame.log10SMin) * i / (resolution - 1)));
    let heights = null;  // the drawn heights, row-major (rows along s)
    let logarithmic = false;
    let camera = parts.camera || 'isometric';
    let distanceScale = 1;  // keyboard zoom: the camera's distance over the frame's
    let angles = null;      // {azimuth, elevation} while turned from the keyboard
    let at = null;          // the point: {x: log10 N, y: -log10 s, z: height, efficiency, text}
    let drawn = null;       // where the point is drawn (pane coordinates), null when hidden
    let projected = null;   // where the camera projects it, hidden or not
    let leaderSegments = [];

    /// The camera's distance that fits the box into the view with room for the axes' labels, as the
    /// window fits its zoom to the pane: plotly's box spans +-aspectratio/2 (a half height of 0.5) and its
    /// perspective camera sees 45 degrees vertically.
    function fittedDistance(direction, up) {
      const width = parts.plot.clientWidth || 800, height = parts.plot.clientHeight || 600;
      const tanY = Math.tan(Math.PI / 8), tanX = tanY * width / height;
      const back = direction.map((v) => -v);
      const cross = (p, q) => [p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]];
      const norm = (p) => { const l = Math.hypot(p[0], p[1], p[2]) || 1; return p.map((v) => v / l); };
      const right = norm(cross(back, up)), upward = cross(right, back);
      const dot = (p, q) => p[0] * q[0] + p[1] * q[1] + p[2] * q[2];
      const half = [frame.horizontalScale / 2, frame.horizontalScale / 2, 0.5];
      const room = { x: 0.78, y: 0.82 };  // of the view's half width and height: the rest is for tick labels and titles
      let distance = 0;
      for (let corner = 0; corner < 8; ++corner) {
        const c = [corner & 1 ? half[0] : -half[0], corner & 2 ? half[1] : -half[1], corner & 4 ? half[2] : -half[2]];
        const along = dot(c, direction);
        distance = Math.max(distance, along + Math.abs(dot(c, right)) / (room.x * tanX), along + Math.abs(dot(c, upward)) / (room.y * tanY));
      }
      return distance;
    }

    /// plotly's camera for core's angles: looking from the direction (-sin a cos e, -cos a cos e, sin e) in
    /// plotly's box (whose y is -log10 s: s = 1 at the front) at the box's centre, from the fitted distance.
    function eye() {
      const preset = frame.cameras[camera] || frame.cameras.isometric;
      const top = preset.top && !angles;
      const a = (angles ? angles.azimuth : preset.azimuth) * Math.PI / 180;
      const e = (angles ? angles.elevation : preset.elevation) * Math.PI / 180;
      // The map from below the box: from above, with s rising upwards (y is -log10 s), N would run right to left.
      const direction = top ? [0, 0, -1] : [-Math.sin(a) * Math.cos(e), -Math.cos(a) * Math.cos(e), Math.sin(e)];
      // The top view is a map: N to the right, s rising upwards, seen without perspective.
      const up = top ? [0, -1, 0] : [0, 0, 1];
      const distance = fittedDistance(direction, up) * distanceScale;
      return {
        eye: { x: direction[0] * distance, y: direction[1] * distance, z: direction[2] * distance },
        up: { x: up[0], y: up[1], z: up[2] },
        center: { x: 0, y: 0, z: 0 },
        projection: { type: top ? 'orthographic' : 'perspective' }
      };
    }

    function trace() {
      const surface = page.surfaceHeights(resolution, logarithmic);
      heights = surface.heights;
      const z = [], color = [];
      for (let i = 0; i < resolution; ++i) {
        const row = i * resolution;
        z.push(Array.from(heights.subarray(row, row + resolution)));
        color.push(Array.from(surface.colors.subarray(row, row + resolution)));
      }
      const stops = logarithmic ? frame.colorsLogarithmic : frame.colorsLinear;
      // The colour bar as the app's: decades on the log axis and the E = 0.5 band (the ridge N s = 1) named.
      const labels = logarithmic ? [[1e-4, decade(-4)], [1e-3, decade(-3)], [1e-2, decade(-2)], [0.1, decade(-1)], [0.5, '0.5'], [1, '1']]
                                 : [[0, '0'], [0.25, '0.25'], [0.5, '0.5'], [0.75, '0.75'], [1, '1']];
      const bar = { tickvals: labels.map((l) => core.colorPosition(l[0], logarithmic)), ticktext: labels.map((l) => l[1]) };
      return [{
        type: 'surface', x: gridX, y: gridY, z: z, surfacecolor: color, cmin: 0, cmax: 1, colorscale: stops,
        colorbar: Object.assign({ title: { text: 'E' }, len: 0.75, thickness: 18, tickmode: 'array' }, bar),
        hoverinfo: 'none', contours: { x: { highlight: false }, y: { highlight: false }, z: { highlight: false } },
        lighting: { ambient: 0.85, diffuse: 0.35, specular: 0.05 }
      }];
    }

    // ---- what the window places on the surface: systems, measured points, snapshots, a trajectory ----
    // Drawn over the scene as the current point is, hidden where the surface hides them: a plotly marker on
    // the surface it lies on fights it for depth (Summit's HPCG square showed as a sliver, or not at all).
    const markersOf = (list) => (list || []).map(function (p) {
      const s = Math.min(Math.max(p.serialFraction, Math.pow(10, frame.log10SMin)), Math.pow(10, frame.log10SMax));
      const marker = document.createElement('span');
      marker.className = 'placed-point ' + p.kind;
      marker.style.background = p.color;
      marker.style.color = p.color;  // a snapshot's ring
      marker.title = p.label;
      marker.hidden = true;
      parts.labels.appendChild(marker);
      return { x: Math.log10(p.processors), y: -Math.log10(s), point: p, marker: marker };
    });
    // Each measured series' fitted law on the surface: its curve at the fitted s over the series' N, dashed in its colour.
    const fitsOf = (list) => (list || []).filter((s) => s.fitted && s.fitted.processors.length > 1).map(function (s) {
      const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
      path.setAttribute('class', 'fit');
      path.style.stroke = s.color || '#1f77b4';
      parts.trajectory.parentNode.appendChild(path);
      const y = -Math.log10(Math.min(Math.max(s.fittedSerialFraction, Math.pow(10, frame.log10SMin)), 1));
      return { path: path, x: s.fitted.processors.map((n) => Math.log10(n)), y: y, efficiency: s.fitted.efficiency };
    });
    let placedAt = markersOf(placed), fits = fitsOf(series);
    let placedFor = null;  // the camera and E axis the placed points' screen positions were found for
    function placePoints(state) {
      const key = state ? JSON.stringify([state.camera.view, state.camera.projection, logarithmic,
                                          parts.plot.clientWidth, parts.plot.clientHeight]) : null;
      if (key === placedFor) return;
      placedFor = key;
      const trajectory = [];
      for (const q of placedAt) {
        q.z = page.surfaceHeight(q.point.efficiency, logarithmic);
        const p = [q.x, q.y, q.z];
        q.screen = state && project(state, p);
        q.visible = !!q.screen && !hidden(state, p, 0.6);
        q.marker.hidden = !q.visible;
        if (q.visible) q.marker.style.transform = 'translate(' + q.screen.x.toFixed(1) + 'px, ' + q.screen.y.toFixed(1) + 'px)';
        if (q.point.kind === 'trajectory') trajectory.push(q.visible ? q.screen : null);
      }
      // The trajectory as a line through its visible points.
      let d = '', pen = false;
      for (const at of trajectory) {
        if (!at) { pen = false; continue; }
        d += (pen ? ' L' : 'M') + at.x.toFixed(1) + ' ' + at.y.toFixed(1);
        pen = true;
      }
      parts.trajectory.setAttribute('d', d);
      for (const fit of fits) {
        let line = '', down = false;
        fit.x.forEach(function (x, i) {
          const p = [x, fit.y, page.surfaceHeight(fit.efficiency[i], logarithmic)];
          const screen = state && project(state, p);
          if (!screen || x > frame.log10NMax || hidden(state, p, 0.6)) { down = false; return; }
          line += (down ? ' L' : 'M') + screen.x.toFixed(1) + ' ' + screen.y.toFixed(1);
          down = true;
        });
        fit.path.setAttribute('d', line);
      }
      const first = placedAt.find((q) => q.point.kind === 'trajectory');
      if (first) parts.trajectory.style.stroke = first.point.color;
    }

    // Their labels: text (a name is never markup), off the current point and its label.
    const labelsOf = (markers) => markers.filter((q) => q.point.labelled).map(function (q) {
      const element = document.createElement('span');
      element.className = 'placed-label ' + q.point.kind;
      element.textContent = q.point.label;
      element.hidden = true;
      parts.labels.appendChild(element);
      return { at: q, element: element };
    });
    let labels = labelsOf(placedAt);
    /// Another lesson's points (a lecture's step selects other systems): the old ones removed, the new placed.
    function setPlaced(newPlaced, newSeries) {
      [...placedAt.map((q) => q.marker), ...labels.map((l) => l.element), ...fits.map((f) => f.path)].forEach((e) => e.remove());
      placedAt = markersOf(newPlaced);
      [fits, labels, placedFor] = [fitsOf(newSeries), labelsOf(placedAt), null];
    }
    const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const paneRect = (element) => {
      const box = element.getBoundingClientRect(), pane = parts.pane.getBoundingClientRect();
      return { left: box.left - pane.left, top: box.top - pane.top, right: box.right - pane.left, bottom: box.bottom - pane.top };
    };
    function placeLabels(state) {
      placePoints(state);
      const taken = [];
      if (drawn) taken.push({ left: drawn.x - 10, top: drawn.y - 10, right: drawn.x + 10, bottom: drawn.y + 10 });
      if (!parts.label.hidden) taken.push(paneRect(parts.label));
      for (const label of labels) {
        const q = label.at;
        const screen = q.screen;
        if (!q.visible) {
          label.element.hidden = true;
          continue;
        }
        label.element.hidden = false;
        const width = label.element.offsetWidth, height = label.element.offsetHeight, gap = 9;
        // Beside the point: up right, up left, down right, down left; where it covers nothing placed before.
        const places = [[gap, -gap - height], [-gap - width, -gap - height], [gap, gap], [-gap - width, gap]].map(
          (o) => ({ left: screen.x + o[0], top: screen.y + o[1], right: screen.x + o[0] + width, bottom: screen.y + o[1] + height }));
        let best = places[0], fewest = Infinity;
        for (const r of places) {
          const covered = taken.filter((t) => overlaps(r, t)).length;
          if (covered < fewest) { best = r; fewest = covered; }
          if (covered === 0) break;
        }
        label.rect = best;
        label.element.style.transform = 'translate(' + best.left.toFixed(1) + 'px, ' + best.top.toFixed(1) + 'px)';
        taken.push(best);
      }
    }

    function layout() {
      const font = { family: 'system-ui, sans-serif', size: Math.round(fontSize() * 0.9) };
      const camera3d = eye(), map = camera3d.projection.type === 'orthographic';
      // On the map plotly sets axis titles on the ticks and N = 1 meets s = 10⁻¹²: the axes are named under it, N's from
      // 10^step, and unseen ticks hold the labels off the map's edge.
      document.getElementById('surface-map-axes').hidden = !map;
      const axis = (title, ticks, range) => Object.assign({ title: { text: title }, range: range, autorange: false, showspikes: false,
        tickfont: font }, map ? { ticks: 'outside', ticklen: 14, tickcolor: 'rgba(0, 0, 0, 0)' } : {}, ticks);
      const low = logarithmic ? Math.log10(frame.logEfficiencyMinimum) : 0;
      // Decade labels every 2 decades where they fit, every 3 or 4 on a phone or at 200 % zoom (ems across the view).
      const ems = (parts.plot.clientWidth || 800) / fontSize(), step = ems < 32 ? 4 : ems < 55 ? 3 : 2;
      return {
        font: font, margin: { l: 0, r: 0, t: 0, b: 0 }, showlegend: false, uirevision: 'keep', hovermode: 'closest',
        scene: {
          aspectmode: 'manual', aspectratio: { x: frame.horizontalScale, y: frame.horizontalScale, z: 1 },
          xaxis: axis(map ? '' : t('processors N'), decadeTicks(frame.log10NMin + (map ? step : 0), frame.log10NMax, step, 1), [frame.log10NMin, frame.log10NMax]),
          yaxis: axis(map ? '' : t('serial fraction s'), decadeTicks(frame.log10SMin, frame.log10SMax, step, -1), [-frame.log10SMax, -frame.log10SMin]),
          zaxis: Object.assign(logarithmic ? axis(t('efficiency E (log)'), decadeTicks(-4, 0, 1, 1), [low, 0])
                                           : axis(t('efficiency E'), { tickvals: [0, 0.25, 0.5, 0.75, 1], ticktext: ['0', '0.25', '0.5', '0.75', '1'] }, [0, 1]),
                               // On the map the E axis points at the reader: its ticks would pile up on one spot (the colour bar reads E).
                               map ? { showticklabels: false, title: { text: '' } } : {}),
          camera: camera3d
        }
      };
    }

    // ---- where things are on the screen ------------------------------------
    function sceneState() {
      const sceneLayout = parts.plot._fullLayout && parts.plot._fullLayout.scene;
      const scene = sceneLayout && sceneLayout._scene;
      if (!scene || !scene.glplot || !scene.glplot.cameraParams || !scene.glplot.canvas) return null;
      return { scene: scene, camera: scene.glplot.cameraParams, scale: scene.dataScale || [1, 1, 1] };
    }

    /// Pane coordinates and depth of data point [x, y, z] (log10 N, -log10 s, height), null behind the camera.
    function project(state, p) {
      const v = [p[0] * state.scale[0], p[1] * state.scale[1], p[2] * state.scale[2], 1];
      const c = state.camera;
      const clip = transform(c.projection, transform(c.view, transform(c.model, v)));
      if (!(clip[3] > 0)) return null;
      const canvas = state.scene.glplot.canvas.getBoundingClientRect();
      const pane = parts.pane.getBoundingClientRect();
      return { x: canvas.left - pane.left + (clip[0] / clip[3] + 1) / 2 * canvas.width,
               y: canvas.top - pane.top + (1 - clip[1] / clip[3]) / 2 * canvas.height };
    }

    /// The camera's position in data coordinates (log10 N, -log10 s, height).
    function eyeInData(state) {
      const c = state.camera;
      const inv = inverse(multiply(c.view, c.model));
      if (!inv) return null;
      const orthographic = c.projection[11] === 0;  // no perspective divide: the eye is at infinity along the view axis
      const origin = transform(inv, orthographic ? [0, 0, 1, 0] : [0, 0, 0, 1]);
      if (orthographic) return { direction: [origin[0] / state.scale[0], origin[1] / state.scale[1], origin[2] / state.scale[2]] };
      return { position: [origin[0] / origin[3] / state.scale[0], origin[1] / origin[3] / state.scale[1], origin[2] / origin[3] / state.scale[2]] };
    }

    /// The drawn surface's height at (x, y) (bilinear between the grid's vertices), null outside the frame.
    function heightAt(x, y) {
      const fx = (x - gridX[0]) / (gridX[resolution - 1] - gridX[0]) * (resolution - 1);
      const fy = (y - gridY[0]) / (gridY[resolution - 1] - gridY[0]) * (resolution - 1);
      if (!(fx >= 0 && fx <= resolution - 1 && fy >= 0 && fy <= resolution - 1)) return null;
      const j = Math.min(Math.floor(fx), resolution - 2), i = Math.min(Math.floor(fy), resolution - 2);
      const u = fx - j, v = fy - i;
      const h = (a, b) => heights[a * resolution + b];
      return (1 - v) * ((1 - u) * h(i, j) + u * h(i, j + 1)) + v * ((1 - u) * h(i + 1, j) + u * h(i + 1, j + 1));
    }

    /// Whether the surface hides data point p from the camera: the segment from the eye to p crosses the
    /// surface before it comes within `near` grid steps of p (horizontally), where the drawn mesh and the
    /// exact point may differ by its interpolation.
    function hidden(state, p, near) {
      // The eye once per scene state: one place() asks for the point and every sample of its leader.
      if (state.eye === undefined) state.eye = eyeInData(state);
      const eyeAt = state.eye;
      if (!eyeAt) return false;
      const cell = frame.decadeStep;
      let from = eyeAt.position;
      if (!from) {  // orthographic: from far along the view direction
        const d = eyeAt.direction, length = Math.hypot(d[0], d[1], d[2]) || 1;
        from = [p[0] + d[0] / length * 100, p[1] + d[1] / length * 100, p[2] + d[2] / length * 100];
      }
      const steps = 600;
      let side = 0;
      for (let k = 0; k < steps; ++k) {
        const t = k / steps;
        const x = from[0] + (p[0] - from[0]) * t, y = from[1] + (p[1] - from[1]) * t, z = from[2] + (p[2] - from[2]) * t;
        if (Math.hypot((x - p[0]) / cell, (y - p[1]) / cell) < near) break;
        const h = heightAt(x, y);
        if (h === null) continue;
        const sign = z > h ? 1 : z < h ? -1 : 0;
        if (sign === 0) continue;
        if (side === 0) side = sign;
        else if (sign !== side) return true;
      }
      // Reached p's neighbourhood from the other side of the surface than p lies on: hidden too.
      return side !== 0 && side * (p[2] - (heightAt(p[0], p[1]) ?? p[2])) < -0.02 * (logarithmic ? 4 : 1);
    }

    /// The surface under pane position (px, py) as data [log10 N, -log10 s, height], null where the pointer
    /// meets none: the page's answer to the hover. plotly's own picking rendered the whole surface a second
    /// time after every change (20-45 ms of a precision change with WebGL on the CPU); this walks one ray.
    function surfaceUnder(px, py) {
      const state = heights && sceneState();
      if (!state) return null;
      const c = state.camera;
      const clipToData = inverse(multiply(c.projection, multiply(c.view, c.model)));
      if (!clipToData) return null;
      const canvas = state.scene.glplot.canvas.getBoundingClientRect();
      const pane = parts.pane.getBoundingClientRect();
      const x = (px - (canvas.left - pane.left)) / canvas.width * 2 - 1, y = 1 - (py - (canvas.top - pane.top)) / canvas.height * 2;
      const unproject = function (depth) {
        const v = transform(clipToData, [x, y, depth, 1]);
        return [v[0] / v[3] / state.scale[0], v[1] / v[3] / state.scale[1], v[2] / v[3] / state.scale[2]];
      };
      const from = unproject(-1), to = unproject(1);
      // The ray's part inside the frame's box (slabs), then steps of a fifth of a grid cell across it.
      const low = [gridX[0], gridY[0], logarithmic ? Math.log10(frame.logEfficiencyMinimum) - 1 : -1];
      const high = [gridX[resolution - 1], gridY[resolution - 1], logarithmic ? 1 : 2];
      let enter = 0, leave = 1;
      for (let axis = 0; axis < 3; ++axis) {
        const d = to[axis] - from[axis];
        if (Math.abs(d) < 1e-300) {
          if (from[axis] < low[axis] || from[axis] > high[axis]) return null;
          continue;
        }
        const t1 = (low[axis] - from[axis]) / d, t2 = (high[axis] - from[axis]) / d;
        enter = Math.max(enter, Math.min(t1, t2));
        leave = Math.min(leave, Math.max(t1, t2));
      }
      if (!(enter < leave)) return null;
      const along = (t) => [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, from[2] + (to[2] - from[2]) * t];
      const above = function (t) {
        const p = along(t), h = heightAt(p[0], p[1]);
        return h === null ? null : p[2] - h;
      };
      const span = Math.hypot((to[0] - from[0]) / frame.decadeStep, (to[1] - from[1]) / frame.decadeStep) * (leave - enter);
      const steps = Math.min(4000, Math.max(50, Math.ceil(span * 5)));
      let before = null, tBefore = enter;
      for (let k = 0; k <= steps; ++k) {
        const t = enter + (leave - enter) * k / steps, d = above(t);
        if (d === null) { before = null; continue; }
        if (before !== null && (d === 0 || (d > 0) !== (before > 0))) {
          let a = tBefore, b = t;  // the crossing, to a thousandth of a step
          for (let i = 0; i < 10; ++i) {
            const m = (a + b) / 2, dm = above(m);
            if (dm !== null && (dm > 0) === (before > 0)) a = m; else b = m;
          }
          const p = along(b);
          return [p[0], p[1], heightAt(p[0], p[1])];
        }
        before = d;
        tBefore = t;
      }
      return null;
    }

    // ---- the point, its label and its leader ---------------------------------
    function place() {
      const state = at && heights && sceneState();
      drawn = null;
      projected = null;
      leaderSegments = [];
      let labelAt = null;
      if (state) {
        const p = [at.x, at.y, at.z];
        const onScreen = project(state, p);
        projected = onScreen;
        if (onScreen && !hidden(state, p, 1.5)) drawn = onScreen;
        // The leader: from the point up to the label over the box's top, drawn where the surface does not hide it.
        const top = logarithmic ? 0 : 1;
        const labelHeight = top + 0.12 * (logarithmic ? 4 : 1);
        const count = 40;
        let run = null;
        for (let k = 0; k <= count; ++k) {
          const z = at.z + (labelHeight - at.z) * k / count;
          const q = [at.x, at.y, z];
          const screen = project(state, q);
          const visible = screen && !hidden(state, q, k === 0 ? 1.5 : 0.3);
          if (visible) {
            if (!run) { run = [screen]; leaderSegments.push(run); } else run.push(screen);
          } else run = null;
        }
        labelAt = project(state, [at.x, at.y, labelHeight]);
      }
      parts.point.hidden = !drawn;
      if (drawn) parts.point.style.transform = 'translate(' + drawn.x.toFixed(1) + 'px, ' + drawn.y.toFixed(1) + 'px)';
      parts.label.hidden = !labelAt;
      if (labelAt) {
        parts.label.textContent = at.labelText;
        parts.label.style.transform = 'translate(' + labelAt.x.toFixed(1) + 'px, ' + labelAt.y.toFixed(1) + 'px) translate(-50%, -100%)';
      }
      parts.leader.setAttribute('d', leaderSegments.filter((run) => run.length > 1)
        .map((run) => 'M' + run.map((q) => q.x.toFixed(1) + ' ' + q.y.toFixed(1)).join(' L')).join(' '));
      placeLabels(at && heights && sceneState());
    }

    function followCamera() {
      place();
      requestAnimationFrame(() => requestAnimationFrame(place));
    }

    // plotly's 3D axes dispose of their lines' shader and compile it again whenever their ticks change (the E
    // axis switched between linear and logarithmic): a compile that WebGL on the CPU pays for in every such
    // change. One more reference in gl-shader's cache (its count) keeps the compiled shader for the next lines.
    let axisShaderKept = false;
    function keepAxisShaders() {
      const scene = parts.plot._fullLayout && parts.plot._fullLayout.scene && parts.plot._fullLayout.scene._scene;
      const lines = scene && scene.glplot && scene.glplot.axes && scene.glplot.axes._lines;
      if (axisShaderKept || !lines || !lines.shader) return;
      for (const reference of [lines.shader._vref, lines.shader._fref])
        if (reference && typeof reference.count === 'number') reference.count += 1;
      axisShaderKept = true;
    }

    // plotly renders every object a second time for its picking after each change; the page answers the
    // hover itself (surfaceUnder), so that pass is switched off unless a test asks for plotly's answer.
    let plotlyPicks = false;
    function choosePicking() {
      const scene = parts.plot._fullLayout && parts.plot._fullLayout.scene && parts.plot._fullLayout.scene._scene;
      for (const object of (scene && scene.glplot && scene.glplot.objects) || []) {
        if (!('effsurfDrawPick' in object)) object.effsurfDrawPick = object.drawPick;
        object.drawPick = plotlyPicks ? object.effsurfDrawPick : null;
      }
    }

    let drawnOnce = false;
    /// The camera as eye() has it now; into or out of the top view (a map without perspective or E axis) the view
    /// is drawn again whole: plotly's relayout of the projection left the scene collapsed to a few lines.
    function applyCamera() {
      if (!drawnOnce) return;  // the first draw() takes it
      const now = parts.plot._fullLayout && parts.plot._fullLayout.scene && parts.plot._fullLayout.scene.camera;
      if (now && now.projection && now.projection.type !== eye().projection.type) view.draw(logarithmic, drawnConfig);
      else Plotly.relayout(parts.plot, { 'scene.camera': eye() });
    }
    let drawnConfig = {};  // plotly's config of the last draw(), for a camera that needs the view drawn again
    const view = {
      resolution: resolution,
      /// Draws the surface again (law, precision, γ, E axis changed).
      draw: function (logE, config) {
        logarithmic = !!logE;
        drawnConfig = config;
        // WebGL at the screen's pixel ratio: plotly's default (2) renders a plain screen's view at four times
        // its pixels, which a CPU-rendered WebGL (no GPU) pays for in every frame.
        const pixelRatio = Math.min(2, Math.max(1, window.devicePixelRatio || 1));
        Plotly.react(parts.plot, trace(), layout(), Object.assign({ plotGlPixelRatio: pixelRatio }, config));
        keepAxisShaders();
        choosePicking();
        if (!drawnOnce) {
          drawnOnce = true;
          for (const event of ['plotly_relayouting', 'plotly_relayout', 'plotly_afterplot']) parts.plot.on(event, followCamera);
          parts.plot.on('plotly_afterplot', choosePicking);
        }
      },
      /// The surface under pane position (x, y): {n, s} as drawn there (between the grid's vertices), or null.
      under: function (x, y) {
        const p = surfaceUnder(x, y);
        return p && { n: Math.pow(10, p[0]), s: Math.pow(10, -p[1]) };
      },
      /// plotly's own picking back on (tests compare the page's hover with what plotly's GPU picking finds).
      pickWithPlotly: function (on) {
        plotlyPicks = !!on;
        choosePicking();
        const scene = sceneState();
        if (!scene) return;
        // gl-plot3d renders its pick buffer only in a frame where an object (or the camera) changed.
        for (const object of scene.scene.glplot.objects) object.dirty = true;
        scene.scene.glplot.redraw();
      },
      /// Moves the point to the readout's configuration (no WebGL drawn).
      showPoint: function (r, text) {
        const s = Math.min(Math.max(r.surfaceSerialFraction, Math.pow(10, frame.log10SMin)), Math.pow(10, frame.log10SMax));
        at = { x: Math.log10(r.processors), y: -Math.log10(s), z: page.surfaceHeight(r.efficiency, logarithmic),
               labelText: text };
        place();
      },
      pointAt: () => drawn,
      setPlaced: (newPlaced, newSeries) => { setPlaced(newPlaced, newSeries); place(); },
      /// The box's eight corners on the screen (pane coordinates): what must fit the view.
      boxCorners: function () {
        const state = sceneState();
        if (!state) return [];
        const top = logarithmic ? 0 : 1, bottom = logarithmic ? Math.log10(frame.logEfficiencyMinimum) : 0;
        const corners = [];
        for (const x of [gridX[0], gridX[resolution - 1]])
          for (const y of [gridY[0], gridY[resolution - 1]])
            for (const z of [bottom, top]) corners.push(project(state, [x, y, z]));
        return corners;
      },
      /// Where the surface `decades` inside the frame from the point (towards its middle) is on the screen.
      projectNear: function (decades) {
        const state = at && heights && sceneState();
        if (!state) return null;
        const middleX = (gridX[0] + gridX[resolution - 1]) / 2, middleY = (gridY[0] + gridY[resolution - 1]) / 2;
        const x = at.x + Math.sign(middleX - at.x) * decades, y = at.y + Math.sign(middleY - at.y) * decades;
        return project(state, [x, y, heightAt(x, y)]);
      },
      projectedAt: () => projected,
      leader: () => leaderSegments,
      /// The placed points' labels as shown: text, rectangle in the pane, or hidden.
      /// The placed points as drawn: kind, label, shown (not hidden by the surface).
      points: () => placedAt.map((q) => ({ kind: q.point.kind, label: q.point.label, shown: !!q.visible, at: q.visible ? q.screen : null })),
      /// The fitted curves on the surface as drawn (SVG path data; empty where hidden).
      fits: () => fits.map((f) => f.path.getAttribute('d') || ''),
      labels: () => labels.map((l) => ({ text: l.element.textContent, kind: l.at.point.kind, shown: !l.element.hidden,
                                         rect: l.element.hidden ? null : l.rect })),
      /// The camera as plotly has it now, and as core's preset `id` puts it.
      camera: () => parts.plot._fullLayout && parts.plot._fullLayout.scene ? parts.plot._fullLayout.scene.camera : null,
      presetCamera: eye,
      setCamera: function (id, apply) {  // apply === false: the next draw() takes it
        [camera, angles, distanceScale] = [id, null, 1];
        if (apply !== false) applyCamera();
      },
      /// Keyboard: turn by `azimuth`/`elevation` degrees, zoom by `zoom` (a factor of the distance).
      turn: function (azimuth, elevation, zoom) {
        const preset = frame.cameras[camera] || frame.cameras.isometric;
        const now = angles || { azimuth: preset.azimuth, elevation: preset.top ? -89 : preset.elevation };  // the map is seen from below
        angles = { azimuth: ((now.azimuth + azimuth + 540) % 360) - 180, elevation: Math.max(-89, Math.min(89, now.elevation + elevation)) };
        distanceScale = Math.max(0.4, Math.min(3, distanceScale * (zoom || 1)));
        applyCamera();
      },
      frame: frame,
      decade: decade
    };
    return view;
  };
})();
