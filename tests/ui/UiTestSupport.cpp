// SPDX-License-Identifier: MIT
#include "UiTestSupport.h"

#include <QAbstractButton>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QFileDialog>
#include <QTemporaryDir>
#include <QFileInfo>
#include <QLineEdit>
#include <QMessageBox>
#include <QThread>
#include <QTimer>
#include <QXYSeries>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <cmath>
#include <limits>
#include <set>

namespace effsurf::test {

EventLoopPulse::EventLoopPulse(std::function<int()> observed) : timer_(std::make_unique<QTimer>()), observed_(std::move(observed)) {
    QObject::connect(timer_.get(), &QTimer::timeout, [this] { beat(); });
    timer_->start(20);
}

EventLoopPulse::~EventLoopPulse() = default;

void EventLoopPulse::stop() { timer_->stop(); }

void EventLoopPulse::beat() {
    ++beats_;
    seen_.insert(observed_());
}

bool waitUntil(const std::function<bool()>& done, int timeoutMs) {
    QElapsedTimer clock;  // lint: polling
    clock.start();
    while (!done()) {
        if (clock.elapsed() > timeoutMs) return false;
        QApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(1);  // lint: polling
    }
    return true;
}

void makeActive(QWidget& window) {
    window.activateWindow();
    QT_WARNING_PUSH
    QT_WARNING_DISABLE_DEPRECATED
    QApplication::setActiveWindow(&window);
    QT_WARNING_POP
}

std::unique_ptr<ui::MainWindow> makeShownWindow() {
    auto window = std::make_unique<ui::MainWindow>();
    window->resize(1400, 900);
    window->show();
    settle(*window);
    return window;
}

QByteArray readFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool settle(ui::MainWindow& window) {
    QApplication::processEvents();
    window.controller()->flush();
    return waitUntil([&] { return window.controller()->generation() > 0 && window.isFrameComplete(); });
}

bool settleLayouts(QWidget& widget) {
    QImage previous;
    for (int pass = 0; pass < 100; ++pass) {
        QCoreApplication::sendPostedEvents();
        QApplication::processEvents();
        const QImage now = widget.grab().toImage();
        QCoreApplication::sendPostedEvents();
        QApplication::processEvents();
        if (pass > 0 && now == previous) return true;
        previous = now;
    }
    return false;
}

QPointF pointNear(const QXYSeries& series, double x) {
    QPointF best(std::nan(""), std::nan(""));
    double distance = std::numeric_limits<double>::infinity();
    for (const QPointF& p : series.points()) {
        if (std::fabs(p.x() - x) < distance) {
            distance = std::fabs(p.x() - x);
            best = p;
        }
    }
    return best;
}

double relativeDifference(double a, double b) { return std::fabs(a - b) / std::fabs(b); }

int distinctColours(const QImage& image) {
    std::set<QRgb> colours;
    const QImage small = image.scaled(320, 200);
    for (int y = 0; y < small.height(); ++y)
        for (int x = 0; x < small.width(); ++x) colours.insert(small.pixel(x, y));
    return int(colours.size());
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& content) {
    const QString path = dir.filePath(name);
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(content);
    return path;
}

void answerNextDialog(std::function<bool(QWidget*)> wanted, std::function<void(QWidget*)> answer) {
    auto* poll = new QTimer;
    auto* clock = new QElapsedTimer;  // lint: polling
    clock->start();
    QObject::connect(poll, &QTimer::timeout, [poll, clock, wanted = std::move(wanted), answer = std::move(answer)] {
        QWidget* modal = QApplication::activeModalWidget();
        const bool found = modal && modal->isVisible() && wanted(modal);
        const bool late = clock->elapsed() > 120000;  // a deadlock guard: a busy machine is slow, not stuck
        if (!found && !late) return;
        poll->stop();
        poll->deleteLater();
        delete clock;
        if (found) {
            answer(modal);
        } else {
            // Never leave a test hanging in a dialog nobody answers.
            ADD_FAILURE() << "the expected dialog did not appear within 120 s"
                          << (modal ? std::string("; closing ") + modal->metaObject()->className() : std::string());
            if (auto* dialog = qobject_cast<QDialog*>(modal)) dialog->reject();
        }
    });
    poll->start(20);
}

void answerNextDialog(std::function<void(QWidget*)> answer) {
    answerNextDialog([](QWidget*) { return true; }, std::move(answer));
}

void clickInNextMessageBox(int standardButton) {
    answerNextDialog([](QWidget* modal) { return qobject_cast<QMessageBox*>(modal) != nullptr; },
                     [standardButton](QWidget* modal) {
                         auto* box = qobject_cast<QMessageBox*>(modal);
                         QAbstractButton* button = box->button(QMessageBox::StandardButton(standardButton));
                         if (!button) {
                             ADD_FAILURE() << "the question has no such button: " << box->text().toStdString();
                             box->reject();
                             return;
                         }
                         button->click();
                     });
}

void typeInFileDialog(QFileDialog* dialog, const QString& path) {
    // Qt's own dialog (no platform one under Xvfb) reads its name field on accept.
    if (auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"))) name->setText(path);
    else dialog->selectFile(path);
    static_cast<QDialog*>(dialog)->accept();  // QFileDialog::accept is protected; the override runs
}

void chooseInNextFileDialog(const QString& path) {
    answerInNextFileDialog([path](QFileDialog* dialog) {
        if (dialog->fileMode() == QFileDialog::Directory) {
            dialog->setDirectory(path);
            static_cast<QDialog*>(dialog)->accept();
        } else {
            typeInFileDialog(dialog, path);
        }
    });
}

void answerInNextFileDialog(std::function<void(QFileDialog*)> answer) {
    answerNextDialog([](QWidget* modal) { return qobject_cast<QFileDialog*>(modal) != nullptr; },
                     [answer = std::move(answer)](QWidget* modal) { answer(qobject_cast<QFileDialog*>(modal)); });
}

std::shared_ptr<core::MeasurementSeries> amdahlSpeedupSeries(double serialFraction, const std::vector<double>& processors) {
    auto data = std::make_shared<core::MeasurementSeries>();
    data->name = "cluster_strong";
    data->quantity = core::MeasuredQuantity::Speedup;
    for (double n : processors) {
        core::MeasurementPoint p;
        p.processors = n;
        p.value = n / (1.0 + serialFraction * (n - 1.0));
        p.minimum = p.maximum = p.value;
        p.fitVariable = {p.value, 0.0, p.value, p.value};
        data->points.push_back(p);
    }
    return data;
}

int channelDistance(const QColor& a, const QColor& b) {
    return std::max({std::abs(a.red() - b.red()), std::abs(a.green() - b.green()), std::abs(a.blue() - b.blue())});
}

}  // namespace effsurf::test
