#include "widgets/controls/real_spin_box.h"

#include <algorithm>
#include <cmath>

namespace attnlab::widgets {

namespace {

constexpr int kSignificantDigits = 6;

} // namespace

RealSpinBox::RealSpinBox(QWidget* parent) : QDoubleSpinBox(parent)
{
    // The base class rounds every value to decimals(); with this many it keeps what the spec allows, and the
    // text shows significant digits anyway.
    setDecimals(15);
}

QString RealSpinBox::textFromValue(double value) const
{
    QString text = locale().toString(value, 'g', kSignificantDigits);
    if (!isGroupSeparatorShown())
        text.remove(locale().groupSeparator());
    return text;
}

double RealSpinBox::valueFromText(const QString& text) const
{
    bool ok = false;
    const double value = locale().toDouble(text.trimmed(), &ok);
    return ok ? value : this->value();
}

QValidator::State RealSpinBox::validate(QString& text, int& /*position*/) const
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return QValidator::Intermediate;
    bool ok = false;
    const double value = locale().toDouble(trimmed, &ok);
    if (ok)
        return value >= minimum() && value <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
    // Half-typed numbers: "-", "1e", "2.5e-".
    const QChar last = trimmed.back();
    const bool unfinished = last == QLatin1Char('e') || last == QLatin1Char('E') || last == locale().negativeSign()
        || last == QLatin1Char('+') || last == locale().decimalPoint();
    return unfinished ? QValidator::Intermediate : QValidator::Invalid;
}

void RealSpinBox::stepBy(int steps)
{
    if (!m_logarithmic || value() <= 0) {
        QDoubleSpinBox::stepBy(steps);
        return;
    }
    const double stepped = value() * std::pow(10.0, steps / 10.0);
    setValue(std::clamp(stepped, minimum(), maximum()));
    selectAll();
}

} // namespace attnlab::widgets
