// SPDX-License-Identifier: MIT
#include "effsurf/ui/surface/FramePresenter.h"

#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QOpenGLTextureBlitter>
#include <QWindow>

namespace effsurf::ui {

struct FramePresenter::Private {
    QOpenGLContext context;
    QOffscreenSurface offscreen;  // where the texture is freed (the window may be gone by then)
    QOpenGLTextureBlitter blitter;
    GLuint texture = 0;
    QSize textureSize;
    bool failed = false;
    bool ready = false;

    bool prepare(QWindow* window) {
        if (ready) return context.makeCurrent(window);
        if (failed) return false;
        // The window's own format: its native surface was made for it
        // (multisampled, depth buffer), and only a matching context may draw on it.
        context.setFormat(window->requestedFormat());
        if (!context.create() || !context.makeCurrent(window) || !blitter.create()) {
            failed = true;
            return false;
        }
        context.functions()->glGenTextures(1, &texture);
        offscreen.setFormat(context.format());
        offscreen.create();
        ready = true;
        return true;
    }
};

FramePresenter::FramePresenter() : d_(std::make_unique<Private>()) {}

FramePresenter::~FramePresenter() {
    if (!d_->ready || !d_->context.makeCurrent(&d_->offscreen)) return;
    // The texture and the blitter's program belong to the context.
    d_->context.functions()->glDeleteTextures(1, &d_->texture);
    d_->blitter.destroy();
    d_->context.doneCurrent();
}

bool FramePresenter::present(QWindow* window, const QImage& image) {
    if (image.isNull() || !d_->prepare(window)) return false;
    QOpenGLFunctions* gl = d_->context.functions();
    const QImage pixels = image.convertToFormat(QImage::Format_RGBA8888);
    gl->glBindTexture(GL_TEXTURE_2D, d_->texture);
    if (pixels.size() != d_->textureSize) {
        gl->glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
        gl->glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
        gl->glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        gl->glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
        gl->glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, pixels.width(), pixels.height(), 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels.constBits());
        d_->textureSize = pixels.size();
    } else {
        gl->glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, pixels.width(), pixels.height(), GL_RGBA, GL_UNSIGNED_BYTE, pixels.constBits());
    }
    const QSize target = window->size() * window->devicePixelRatio();
    gl->glViewport(0, 0, target.width(), target.height());
    gl->glDisable(GL_DEPTH_TEST);
    gl->glDisable(GL_BLEND);
    d_->blitter.bind();
    d_->blitter.blit(d_->texture, QMatrix4x4(), QOpenGLTextureBlitter::OriginTopLeft);
    d_->blitter.release();
    d_->context.swapBuffers(window);
    return true;
}

}  // namespace effsurf::ui
