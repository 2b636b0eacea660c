// SPDX-License-Identifier: MIT
// The 3D view's WebGL context where WebGL runs on the CPU (SwiftShader,
// llvmpipe, Windows' basic renderer: a machine without a graphics driver).
//
// Why: plotly asks every 3D scene for a multisampled context (antialias). On
// the CPU, multisampling cost each redraw of the surface (a precision or
// E-axis change) about 70 of its 165 ms in Chromium's SwiftShader, beside
// 0 ms on a GPU. Where WebGL is software, the view's context is made without
// it: edges a little less smooth, a change in half the time. A GPU keeps it.
(function () {
  'use strict';

  const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render/i;

  /// The renderer's name ("" when WebGL is missing): Chromium masks RENDERER as "WebKit WebGL" and names the
  /// real one through WEBGL_debug_renderer_info; Firefox names it (sanitised) in RENDERER and deprecates the extension.
  function rendererName() {
    let gl = null;
    try {
      gl = document.createElement('canvas').getContext('webgl');
      if (!gl) return '';
      let name = String(gl.getParameter(gl.RENDERER) || '');
      if (/^webkit webgl$/i.test(name)) {
        const info = gl.getExtension('WEBGL_debug_renderer_info');
        if (info) name = String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL) || name);
      }
      return name;
    } catch (e) {
      return '';
    } finally {
      const lose = gl && gl.getExtension('WEBGL_lose_context');
      if (lose) lose.loseContext();  // a browser holds few contexts: this one is not kept
    }
  }

  window.EffsurfWebGL = {
    renderer: '',
    software: false,
    /// Makes the WebGL contexts of canvases inside `pane` without multisampling when the renderer is software.
    /// plotly creates its canvas inside the pane and then its context: the pane is known by then.
    adapt: function (pane) {
      this.renderer = rendererName();
      this.software = SOFTWARE.test(this.renderer);
      if (!this.software || HTMLCanvasElement.prototype.effsurfGetContext) return;
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.effsurfGetContext = getContext;
      HTMLCanvasElement.prototype.getContext = function (type, attributes) {
        if (/webgl/.test(String(type)) && pane.contains(this)) attributes = Object.assign({}, attributes, { antialias: false });
        return getContext.call(this, type, attributes);
      };
    }
  };
})();
