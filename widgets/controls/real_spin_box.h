#pragma once

#include <QDoubleSpinBox>

namespace attnlab::widgets {

// A spin box for real parameters that writes its value with six significant digits ("0.25", "1e-06", "3500")
// instead of a fixed number of decimals, so one box serves a dropout of 0.1 and an epsilon of 1e-9 alike.
// For ranges over several decades the arrows multiply instead of add.
class RealSpinBox : public QDoubleSpinBox {
    Q_OBJECT

public:
    explicit RealSpinBox(QWidget* parent = nullptr);

    // Each arrow press multiplies or divides by 10^(1/10) instead of adding singleStep().
    void setLogarithmicSteps(bool logarithmic) { m_logarithmic = logarithmic; }

    QString textFromValue(double value) const override;
    double valueFromText(const QString& text) const override;
    QValidator::State validate(QString& text, int& position) const override;
    void stepBy(int steps) override;

private:
    bool m_logarithmic = false;
};

} // namespace attnlab::widgets
