// SPDX-License-Identifier: MIT
#include "effsurf/ui/figures/ExportDialog.h"

#include "effsurf/ui/widgets/CheckedSpinBox.h"
#include "effsurf/ui/figures/FigureStyleBox.h"
#include "effsurf/ui/figures/PanelChooser.h"

#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/controller/Workbench.h"
#include "effsurf/ui/figures/FigureCaption.h"
#include "effsurf/ui/figures/FigureMetadata.h"
#include "effsurf/ui/session/SessionFile.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/widgets/FileChooser.h"
#include "effsurf/ui/widgets/SaveFile.h"

#include <QApplication>
#include <QBuffer>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QImageWriter>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QStandardItemModel>
#include <QSpinBox>
#include <QTemporaryDir>

#include <functional>

namespace effsurf::ui {

namespace {

/// What `figure` exports as: the window is a screenshot (PNG), the rest as FigureExporter says.
QList<FigureExporter::Format> formatsFor(const QString& figure) {
    if (figure == QLatin1String("window")) return {FigureExporter::Format::Png};
    return FigureExporter::formatsOf(figure);
}

}  // namespace

ExportDialog::ExportDialog(Workbench* workbench)
    : QDialog(workbench->workbenchWidget()),
      workbench_(workbench),
      figure_(new QComboBox(this)),
      format_(new QComboBox(this)),
      dpi_(new QComboBox(this)),
      width_(new CheckedSpinBox(tr("PNG width"), this)),
      height_(new CheckedSpinBox(tr("PNG height"), this)),
      caption_(new QCheckBox(tr("caption with the parameters"), this)),
      transparent_(new QCheckBox(tr("transparent background (PNG)"), this)),
      sidecar_(new QCheckBox(tr("sidecar .json with the parameters"), this)),
      path_(new QLineEdit(this)),
      title_(new QLineEdit(this)),
      style_(new FigureStyleBox(this)),
      panels_(nullptr) {
    title_->setPlaceholderText(tr("the chart's own title"));
    setWindowTitle(tr("Export figure"));
    for (const QString& name : FigureExporter::figureNames()) figure_->addItem(name, name);
    figure_->addItem(tr("several as panels"), QStringLiteral("panels"));
    figure_->addItem(tr("whole window"), QStringLiteral("window"));
    QStringList panelFigures = FigureExporter::figureNames();
    panelFigures.removeAll(QStringLiteral("fit-table"));  // a table, not a drawing
    panels_ = new PanelChooser(panelFigures, this);
    format_->addItems({QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf"), QStringLiteral("csv"), QStringLiteral("tex")});
    format_->setItemData(format_->findText(QStringLiteral("tex")), tr("LaTeX tabular (the fit table)"), Qt::ToolTipRole);
    for (const char* dpi : {"96", "150", "300", "600"})
        dpi_->addItem(QStringLiteral("%1 DPI").arg(QLatin1String(dpi)), QString::fromLatin1(dpi).toInt());
    dpi_->addItem(tr("exact size"), 0);
    for (QSpinBox* spin : {width_, height_}) spin->setRange(16, FigureExporter::kMaxSurfacePixels);
    width_->setSuffix(QStringLiteral(" px"));
    height_->setSuffix(QStringLiteral(" px"));

    QSettings settings;
    figure_->setCurrentIndex(std::max(0, figure_->findData(settings.value(QStringLiteral("export/figure"), QStringLiteral("speedup")))));
    format_->setCurrentText(settings.value(QStringLiteral("export/format"), QStringLiteral("png")).toString());
    dpi_->setCurrentIndex(std::max(0, dpi_->findData(settings.value(QStringLiteral("export/dpi"), 300).toInt())));
    width_->setValue(settings.value(QStringLiteral("export/width"), 1920).toInt());
    height_->setValue(settings.value(QStringLiteral("export/height"), 1200).toInt());
    caption_->setChecked(settings.value(QStringLiteral("export/caption"), true).toBool());
    transparent_->setChecked(settings.value(QStringLiteral("export/transparent"), false).toBool());
    sidecar_->setChecked(settings.value(QStringLiteral("export/sidecar"), false).toBool());
    path_->setText(settings.value(QStringLiteral("export/path"), QDir::home().filePath(QStringLiteral("effsurf-figure.png"))).toString());
    panels_->setChosen(settings
                           .value(QStringLiteral("export/panels"),
                                  QStringList{QStringLiteral("speedup"), QStringLiteral("plane"), QStringLiteral("surface")})
                           .toStringList());
    panels_->columnsSpin()->setValue(settings.value(QStringLiteral("export/columns"), 3).toInt());
    if (const auto preset = FigureStyle::named(settings.value(QStringLiteral("export/style"), QStringLiteral("screen")).toString()))
        style_->setStyle(*preset);

    auto* browse = new QPushButton(tr("Browse\u2026"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString id = format_->currentText();
        const QString path = FileChooser::askSavePath(this, tr("Export to"), path_->text(),
                                                      {tr("%1 files (*.%2)").arg(id.toUpper(), id), tr("All files (*)")}, id);
        if (!path.isEmpty()) path_->setText(path);
    });
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(path_, 1);
    pathRow->addWidget(browse);
    auto* sizeRow = new QHBoxLayout;
    sizeRow->addWidget(dpi_);
    sizeRow->addWidget(width_);
    sizeRow->addWidget(new QLabel(QStringLiteral("\u00D7"), this));
    sizeRow->addWidget(height_);
    auto* form = new QFormLayout;
    form->addRow(tr("figure"), figure_);
    form->addRow(tr("panels"), panels_);
    form->addRow(tr("format"), format_);
    form->addRow(tr("style"), style_);
    form->addRow(tr("PNG size"), sizeRow);
    form->addRow(tr("title"), title_);
    form->addRow(caption_);
    form->addRow(transparent_);
    form->addRow(sidecar_);
    form->addRow(tr("file"), pathRow);

    auto* buttons = new QDialogButtonBox(this);
    QPushButton* exportButton = buttons->addButton(tr("Export"), QDialogButtonBox::AcceptRole);
    QPushButton* copy = buttons->addButton(tr("Copy to clipboard"), QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(exportButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (exportNow(&error)) accept();
        else if (!error.isEmpty()) QMessageBox::warning(this, tr("Export failed"), error);
    });
    connect(copy, &QPushButton::clicked, this, [this] {
        QString error;
        if (QMimeData* mime = clipboardData(&error)) QApplication::clipboard()->setMimeData(mime);
        else QMessageBox::warning(this, tr("Copy failed"), error);
    });
    const auto update = [this, form] {
        const QString figure = figure_->currentData().toString();
        // The window is a screenshot; the surface and panels have no CSV
        // form, the fit table only CSV and LaTeX: a format the figure lacks
        // is greyed out, and one chosen becomes the figure's first.
        const bool pngOnly = figure == QLatin1String("window");
        const auto formats = formatsFor(figure);
        if (auto* model = qobject_cast<QStandardItemModel*>(format_->model()))
            for (int i = 0; i < format_->count(); ++i) {
                bool ok = false;
                model->item(i)->setEnabled(formats.contains(FigureExporter::parseFormat(format_->itemText(i), &ok)));
            }
        bool ok = false;
        if (!formats.contains(FigureExporter::parseFormat(format_->currentText(), &ok)))
            format_->setCurrentText(FigureExporter::formatId(formats.front()));
        format_->setEnabled(!pngOnly);
        panels_->setVisible(figure == QLatin1String("panels"));
        if (QWidget* label = form->labelForField(panels_)) label->setVisible(panels_->isVisible());
        const bool exact = dpi_->currentData().toInt() == 0;
        width_->setEnabled(exact);
        height_->setEnabled(exact);
        // The file name follows the format: "plane.pdf" becomes "plane.png"
        // when the window (PNG only) is chosen, never PNG bytes in a .pdf.
        path_->setText(FigureExporter::pathForFormat(path_->text(), options().format));
    };
    connect(path_, &QLineEdit::editingFinished, this, [this] {
        QString error;
        followTypedExtension(&error);  // an impossible one is said when exporting
    });
    connect(figure_, &QComboBox::currentIndexChanged, this, update);
    connect(format_, &QComboBox::currentIndexChanged, this, update);
    connect(dpi_, &QComboBox::currentIndexChanged, this, update);
    update();

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

FigureExporter::Options ExportDialog::options() const {
    FigureExporter::Options o;
    bool ok = false;
    o.format = FigureExporter::parseFormat(format_->currentText(), &ok);
    o.dpi = dpi_->currentData().toInt() > 0 ? dpi_->currentData().toInt() : 96;
    if (dpi_->currentData().toInt() == 0) o.pixelSize = QSize(width_->value(), height_->value());
    o.title = title_->text().trimmed();
    o.caption = caption_->isChecked();
    o.transparent = transparent_->isChecked();
    o.sidecar = sidecar_->isChecked();
    o.style = style_->style();
    if (figure_->currentData().toString() == QLatin1String("panels")) o.layout = panels_->layout();
    return o;
}

void ExportDialog::remember() const {
    QSettings settings;
    settings.setValue(QStringLiteral("export/figure"), figure_->currentData());
    settings.setValue(QStringLiteral("export/format"), format_->currentText());
    settings.setValue(QStringLiteral("export/dpi"), dpi_->currentData());
    settings.setValue(QStringLiteral("export/width"), width_->value());
    settings.setValue(QStringLiteral("export/height"), height_->value());
    settings.setValue(QStringLiteral("export/caption"), caption_->isChecked());
    settings.setValue(QStringLiteral("export/transparent"), transparent_->isChecked());
    settings.setValue(QStringLiteral("export/sidecar"), sidecar_->isChecked());
    settings.setValue(QStringLiteral("export/path"), path_->text());
    settings.setValue(QStringLiteral("export/panels"), panels_->chosen());
    settings.setValue(QStringLiteral("export/columns"), panels_->columnsSpin()->value());
    settings.setValue(QStringLiteral("export/style"), style_->style().id);
}

bool ExportDialog::followTypedExtension(QString* error) {
    const QString typed = path_->text().trimmed();
    const auto named = FigureExporter::formatOfPath(typed);
    if (!named || *named == options().format) return true;
    const QList<FigureExporter::Format> formats = formatsFor(figure_->currentData().toString());
    if (!formats.contains(*named)) {
        QStringList offered;
        for (const auto format : formats) offered << FigureExporter::formatId(format).toUpper();
        if (error)
            *error = tr("\"%1\" names a %2 file, but %3 can be exported as %4 only: choose one of those or another name.")
                         .arg(QFileInfo(typed).fileName(), FigureExporter::formatId(*named).toUpper(), figure_->currentText(),
                              offered.join(QStringLiteral(", ")));
        return false;
    }
    format_->setCurrentText(FigureExporter::formatId(*named));
    return true;
}

bool ExportDialog::exportNow(QString* error) {
    const QString figure = figure_->currentData().toString();
    if (!followTypedExtension(error)) return false;
    const QString path = FigureExporter::pathForFormat(path_->text().trimmed(), options().format);
    if (path.isEmpty()) {
        if (error) *error = tr("Choose a file to export to.");
        return false;
    }
    path_->setText(path);
    // The figure and, when asked for, its sidecar: neither is replaced without a question.
    for (const QString& target : sidecar_->isChecked() ? QStringList{path, path + QStringLiteral(".json")} : QStringList{path}) {
        if (!FileChooser::mayReplace(this, target)) {
            if (error) error->clear();  // the user chose not to replace: nothing to report
            return false;
        }
    }
    remember();
    const core::Scenario& scenario = workbench_->controller()->scenario();
    if (figure == QLatin1String("surface"))
        return FigureExporter::exportSurface(*workbench_->surfaceView(), scenario, path, options(), error);
    if (figure == QLatin1String("panels")) {
        const QSize grid = panels_->layout();
        return FigureExporter::exportPanels(panels_->chosen(), grid.width(), grid.height(), scenario,
                                            FigureExporter::projectionOf(*workbench_->surfaceView()), path, options(), error);
    }
    if (figure == QLatin1String("window")) {
        // The window carries its parameters as every figure does (effsurf-cli
        // cannot draw a window, but it can draw any chart of this scenario).
        FigureExporter::Options png = options();
        png.format = FigureExporter::Format::Png;
        const SurfaceView& view = *workbench_->surfaceView();
        const ViewState shown{int(view.cameraPreset()), view.logarithmicEfficiency(), 0};
        const auto metadata = FigureMetadata::toJson(figure, scenario, png, &shown, error);
        if (!metadata) return false;
        QImage image = workbench_->grabWindowImage();
        image.setText(QStringLiteral("Description"), FigureCaption::text(scenario));
        image.setText(QString::fromLatin1(FigureMetadata::kPngKey), QString::fromUtf8(*metadata));
        const auto write = [error](const QString& target, const std::function<bool(QIODevice&)>& content) {
            SaveFile file(target);
            if (!file.open(QIODevice::WriteOnly) || !content(file) || !file.commit()) {
                if (error) *error = file.errorMessage();
                return false;
            }
            return true;
        };
        if (!write(path, [&image](QIODevice& file) { return QImageWriter(&file, "png").write(image); })) return false;
        return !png.sidecar ||
               write(path + QStringLiteral(".json"), [&metadata](QIODevice& file) { return file.write(*metadata) == metadata->size(); });
    }
    return FigureExporter::exportChart(chartName(figure), scenario, path, options(), error);
}

QString ExportDialog::chartName(const QString& figure) const {
    // The history of the machine the TOP500 tab shows, not always the default one.
    if (figure == QLatin1String("history") && !workbench_->historyMachine().isEmpty())
        return QStringLiteral("history:") + workbench_->historyMachine();
    return figure;
}

QMimeData* ExportDialog::clipboardData(QString* error) {
    const QString figure = figure_->currentData().toString();
    QTemporaryDir dir;
    if (figure == QLatin1String("fit-table")) {  // a table: its text, as CSV or LaTeX
        FigureExporter::Options text = options();
        text.sidecar = false;
        const QString path = dir.filePath(QStringLiteral("table.") + FigureExporter::formatId(text.format));
        if (!FigureExporter::exportFitTable(workbench_->controller()->scenario(), path, text, error)) return nullptr;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) return nullptr;
        auto* mime = new QMimeData;
        mime->setText(QString::fromUtf8(file.readAll()));
        return mime;
    }
    FigureExporter::Options png = options();
    png.format = FigureExporter::Format::Png;
    png.sidecar = false;
    const QString pngPath = dir.filePath(QStringLiteral("figure.png"));
    const core::Scenario& scenario = workbench_->controller()->scenario();
    bool ok = false;
    if (figure == QLatin1String("surface")) ok = FigureExporter::exportSurface(*workbench_->surfaceView(), scenario, pngPath, png, error);
    else if (figure == QLatin1String("panels")) {
        const QSize grid = panels_->layout();
        ok = FigureExporter::exportPanels(panels_->chosen(), grid.width(), grid.height(), scenario,
                                          FigureExporter::projectionOf(*workbench_->surfaceView()), pngPath, png, error);
    } else if (figure == QLatin1String("window")) {
        SaveFile file(pngPath);
        QImageWriter writer(&file, "png");
        ok = file.open(QIODevice::WriteOnly) && writer.write(workbench_->grabWindowImage()) && file.commit();
        if (!ok && error) *error = file.errorMessage(writer.errorString());
    } else ok = FigureExporter::exportChart(chartName(figure), scenario, pngPath, png, error);
    if (!ok) return nullptr;
    auto* mime = new QMimeData;
    mime->setImageData(QImage(pngPath));
    if (figure != QLatin1String("surface") && figure != QLatin1String("window") && figure != QLatin1String("panels")) {
        FigureExporter::Options svg = png;
        svg.format = FigureExporter::Format::Svg;
        const QString svgPath = dir.filePath(QStringLiteral("figure.svg"));
        if (FigureExporter::exportChart(chartName(figure), scenario, svgPath, svg, error)) {
            QFile file(svgPath);
            if (file.open(QIODevice::ReadOnly)) mime->setData(QStringLiteral("image/svg+xml"), file.readAll());
        }
    }
    return mime;
}

}  // namespace effsurf::ui
