// SPDX-License-Identifier: MIT
#include "effsurf/cli/QtMessageFilter.h"

#include <QByteArray>
#include <QString>
#include <QtGlobal>

#include <cstdio>

namespace effsurf::cli {
namespace {

void filtered(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    const bool ours = message.startsWith(QLatin1String("effsurf"));
    const bool serious = type == QtCriticalMsg || type == QtFatalMsg;
    if (!ours && !serious) return;
    (void)context;
    std::fprintf(stderr, "%s%s\n", ours ? "" : "effsurf-cli: Qt: ", message.toLocal8Bit().constData());
    std::fflush(stderr);
}

}  // namespace

void QtMessageFilter::install() {
    if (qEnvironmentVariableIntValue("EFFSURF_QT_DIAGNOSTICS") == 1) return;
    qInstallMessageHandler(filtered);
}

}  // namespace effsurf::cli
