#include "app/import/dialog.h"

#include "app/language/sentences.h"

#include <QAction>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace attnlab::app {

namespace {

// Long enough to see a typical path; the dialog grows with the window beyond it.
constexpr int kPathFieldCharacters = 64;
// Typing a path re-reads the files once the user pauses, not on every keystroke.
constexpr int kRecheckDelayMs = 250;

QString shapeText(const core::Matrix& m)
{
    return QStringLiteral("%1x%2").arg(m.rows()).arg(m.cols());
}

} // namespace

ImportDialog::ImportDialog(QWidget* parent) : QDialog(parent), m_startFolder(QDir::homePath())
{
    setWindowTitle(tr("Import Q, K, V"));
    setAcceptDrops(true);

    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Each file is a 2-D NumPy array of float32 or float64 values with one row per token: "
                                "Q and K are N×d, V is N×dv, and X, the token representations some variants mix, "
                                "is N×dm. You can also drop the files here; they are placed by their names "
                                "(q.npy, k.npy, v.npy, x.npy)."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    // One model of the file system completes every path field: each model watches folders on its own thread.
    m_pathModel = new QFileSystemModel(this);
    m_pathModel->setNameFilters({ QStringLiteral("*.npy") });
    m_pathModel->setNameFilterDisables(false);
    m_pathModel->setRootPath(QString());

    auto* grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    buildRow(grid, 0, RoleQ, tr("&Q (queries):"), tr("Queries, N×d: row i asks what token i looks for"));
    buildRow(grid, 1, RoleK, tr("&K (keys):"), tr("Keys, N×d (the same shape as Q): row j is what token j offers"));
    buildRow(grid, 2, RoleV, tr("&V (values):"), tr("Values, N×dv: row j is what token j passes on when attended"));
    buildRow(grid, 3, RoleX, tr("&X (optional):"),
        tr("Token representations, N×dm, for variants that mix tokens directly. Leave empty to use V."));
    layout->addLayout(grid);

    auto* severalRow = new QHBoxLayout;
    auto* several = new QPushButton(tr("Choose &several files…"), this);
    several->setAutoDefault(false);
    several->setToolTip(tr("Pick Q, K, V (and X) in one go; each file is placed by its name"));
    connect(several, &QPushButton::clicked, this, &ImportDialog::browseSeveral);
    severalRow->addWidget(several);
    severalRow->addStretch(1);
    layout->addLayout(severalRow);

    auto* statusRow = new QHBoxLayout;
    m_statusIcon = new QLabel(this);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_statusIcon->setFixedSize(iconSize, iconSize);
    statusRow->addWidget(m_statusIcon, 0, Qt::AlignTop);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Two lines kept free so a long error does not make the dialog jump.
    m_status->setMinimumHeight(2 * fontMetrics().lineSpacing());
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    statusRow->addWidget(m_status, 1);
    layout->addLayout(statusRow);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    okButton()->setText(tr("Import"));
    okButton()->setDefault(true);
    okButton()->setToolTip(tr("Use these files as the input sequence"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ImportDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ImportDialog::reject);
    layout->addWidget(m_buttons);

    m_recheck.setSingleShot(true);
    m_recheck.setInterval(kRecheckDelayMs);
    connect(&m_recheck, &QTimer::timeout, this, &ImportDialog::check);

    check();
    m_rows[RoleQ].edit->setFocus();
}

void ImportDialog::buildRow(QGridLayout* grid, int line, InputRole role, const QString& label, const QString& help)
{
    Row& row = m_rows[role];
    auto* caption = new QLabel(label, this);
    row.edit = new QLineEdit(this);
    row.edit->setObjectName(QStringLiteral("path") + roleLetter(role));
    row.edit->setToolTip(help);
    row.edit->setPlaceholderText(
        role == RoleX ? tr("none: X is V") : tr("path/to/%1.npy").arg(roleLetter(role).toLower()));
    row.edit->setClearButtonEnabled(true);
    row.edit->setMinimumWidth(row.edit->fontMetrics().averageCharWidth() * kPathFieldCharacters);
    // Drops land on the dialog, which places files by name; a field would paste the URL as text.
    row.edit->setAcceptDrops(false);
    caption->setBuddy(row.edit);

    auto* completer = new QCompleter(m_pathModel, row.edit);
    completer->setCaseSensitivity(Qt::CaseSensitive);
    row.edit->setCompleter(completer);

    row.faultMark
        = row.edit->addAction(style()->standardIcon(QStyle::SP_MessageBoxWarning), QLineEdit::TrailingPosition);
    row.faultMark->setVisible(false);

    auto* browse = new QPushButton(tr("Browse…"), this);
    browse->setAutoDefault(false);
    browse->setToolTip(tr("Choose the .npy file for %1").arg(roleLetter(role)));
    connect(browse, &QPushButton::clicked, this, [this, role] { this->browse(role); });
    connect(row.edit, &QLineEdit::textChanged, this, [this] {
        // Until the check runs, OK must not accept the previous set.
        m_result.reset();
        okButton()->setEnabled(false);
        m_recheck.start();
    });

    grid->addWidget(caption, line, 0);
    grid->addWidget(row.edit, line, 1);
    grid->addWidget(browse, line, 2);
}

void ImportDialog::setPath(InputRole role, const QString& path)
{
    m_rows[role].edit->setText(path);
    check();
}

QString ImportDialog::path(InputRole role) const
{
    return m_rows[role].edit->text().trimmed();
}

ImportedInput ImportDialog::result() const
{
    return m_result ? *m_result : ImportedInput();
}

QString ImportDialog::statusText() const
{
    return m_status->text();
}

QPushButton* ImportDialog::okButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

void ImportDialog::accept()
{
    // Enter right after typing a path arrives before the pause that would have checked it.
    if (m_recheck.isActive())
        check();
    if (isValid())
        QDialog::accept();
}

QString ImportDialog::folderToBrowse(InputRole role) const
{
    // The field's own folder first, then any other field's, so Q, K, V from one folder take one trip there.
    std::array<InputRole, kInputRoleCount> order { role, RoleQ, RoleK, RoleV };
    order[3] = role == RoleX ? RoleV : RoleX;
    for (const InputRole candidate : order) {
        const QString chosen = path(candidate);
        if (chosen.isEmpty())
            continue;
        const QFileInfo info(chosen);
        if (info.dir().exists())
            return info.absolutePath();
    }
    return m_startFolder;
}

void ImportDialog::browse(InputRole role)
{
    const QString chosen = QFileDialog::getOpenFileName(
        this, tr("Choose the file for %1").arg(roleLetter(role)), folderToBrowse(role), tr("NumPy arrays (*.npy)"));
    if (chosen.isEmpty())
        return;
    m_startFolder = QFileInfo(chosen).absolutePath();
    setPath(role, chosen);
}

void ImportDialog::browseSeveral()
{
    const QStringList chosen = QFileDialog::getOpenFileNames(
        this, tr("Choose the files for Q, K, V and X"), folderToBrowse(RoleQ), tr("NumPy arrays (*.npy)"));
    if (chosen.isEmpty())
        return;
    m_startFolder = QFileInfo(chosen.first()).absolutePath();
    placeFiles(chosen);
}

bool ImportDialog::placeFiles(const QStringList& paths)
{
    QString error;
    const std::optional<RolePaths> placed = placeFilesByName(paths, &error);
    if (!placed) {
        // The fields keep what they held: the message is about the drop, not about them.
        showStatus(error, true);
        return false;
    }
    const bool completeSet = !(*placed)[RoleQ].isEmpty() && !(*placed)[RoleK].isEmpty() && !(*placed)[RoleV].isEmpty();
    for (std::size_t role = 0; role < kInputRoleCount; ++role) {
        const QString& path = (*placed)[role];
        // A new Q, K, V set must not inherit the X of the previous one.
        if (!path.isEmpty() || completeSet) {
            const QSignalBlocker quiet(m_rows[role].edit);
            m_rows[role].edit->setText(path);
        }
    }
    check();
    return true;
}

void ImportDialog::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData() && !localFilesFromMimeData(*event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void ImportDialog::dragMoveEvent(QDragMoveEvent* event)
{
    if (event->mimeData() && !localFilesFromMimeData(*event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void ImportDialog::dropEvent(QDropEvent* event)
{
    const QStringList paths = event->mimeData() ? localFilesFromMimeData(*event->mimeData()) : QStringList();
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    placeFiles(paths);
}

void ImportDialog::check()
{
    m_recheck.stop();
    m_result.reset();
    markFault(std::nullopt, QString());
    const auto finish = [this](const QString& text, bool isError) {
        showStatus(text, isError);
        okButton()->setEnabled(m_result.has_value());
    };

    QStringList missing;
    for (const InputRole role : { RoleQ, RoleK, RoleV })
        if (path(role).isEmpty())
            missing.append(roleLetter(role));

    if (missing.isEmpty()) {
        try {
            m_result = importQkv(path(RoleQ), path(RoleK), path(RoleV), path(RoleX));
        } catch (const ImportError& error) {
            markFault(error.role(), QString::fromStdString(error.what()));
            finish(QString::fromStdString(error.what()), true);
            return;
        }
        const core::Problem& problem = m_result->sequence.problem;
        QString shapes = tr("Q %1, K %2, V %3").arg(shapeText(problem.q), shapeText(problem.k), shapeText(problem.v));
        if (problem.x)
            shapes += tr(", X %1").arg(shapeText(*problem.x));
        finish(tr("%1: N = %2 tokens.").arg(shapes).arg(problem.n()), false);
        return;
    }

    // An incomplete set: read what is there so a bad file shows up at once, not after the last one is chosen.
    QStringList shapes;
    for (std::size_t index = 0; index < kInputRoleCount; ++index) {
        const auto role = static_cast<InputRole>(index);
        if (path(role).isEmpty())
            continue;
        try {
            shapes.append(tr("%1 %2").arg(roleLetter(role), shapeText(readInputFile(path(role), role))));
        } catch (const ImportError& error) {
            markFault(error.role(), QString::fromStdString(error.what()));
            finish(QString::fromStdString(error.what()), true);
            return;
        }
    }
    const QString needed = missing.size() == 3 ? tr("Choose the .npy files for Q, K and V, or drop them here.")
                                               : tr("Still needed: %1.").arg(joinList(missing));
    finish(shapes.isEmpty() ? needed : tr("%1. %2").arg(joinList(shapes), needed), false);
}

void ImportDialog::showStatus(const QString& text, bool isError)
{
    m_status->setText(text);
    QPalette palette = this->palette();
    if (isError) {
        // A red that stays readable on light and dark window colours alike.
        const bool darkTheme = palette.color(QPalette::Window).lightness() < 128;
        palette.setColor(QPalette::WindowText, darkTheme ? QColor(0xff, 0x8a, 0x80) : QColor(0xc6, 0x28, 0x28));
    }
    m_status->setPalette(palette);
    const int iconSize = m_statusIcon->width();
    if (isError)
        m_statusIcon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxCritical).pixmap(iconSize, iconSize));
    else if (m_result)
        m_statusIcon->setPixmap(style()->standardIcon(QStyle::SP_DialogApplyButton).pixmap(iconSize, iconSize));
    else
        m_statusIcon->clear();
}

void ImportDialog::markFault(std::optional<InputRole> role, const QString& message)
{
    for (std::size_t index = 0; index < kInputRoleCount; ++index) {
        const bool atFault = role && *role == static_cast<InputRole>(index);
        m_rows[index].faultMark->setVisible(atFault);
        m_rows[index].faultMark->setToolTip(atFault ? message : QString());
    }
}

} // namespace attnlab::app
