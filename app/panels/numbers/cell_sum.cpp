#include "app/panels/numbers/cell_sum.h"

#include "app/compute/query_name.h"

#include <QTextDocumentFragment>

#include <cmath>

namespace attnlab::app::numbers {

namespace {

const QString kTimes = QStringLiteral(" \u00d7 ");

QString number(double value, int decimals = 3)
{
    if (std::isinf(value))
        return value < 0 ? QStringLiteral("\u2212\u221e") : QStringLiteral("\u221e");
    QString text = QString::number(value, 'f', decimals);
    if (text.startsWith(QLatin1Char('-')) && text.mid(1).toDouble() == 0.0)
        text = text.mid(1);
    return text.replace(QLatin1Char('-'), QChar(0x2212));
}

// A factor in a product: negative numbers in parentheses.
QString factor(double value)
{
    const QString text = number(value);
    return value < 0 && text != number(0.0) ? QStringLiteral("(%1)").arg(text) : text;
}

QString sub(const QString& base, const QString& index)
{
    return QStringLiteral("<i>%1</i><sub>%2</sub>").arg(base, index);
}

QString sub(const QString& base, int i, int j)
{
    return sub(base, QStringLiteral("%1,%2").arg(i).arg(j));
}

QString sub(const QString& base, int i)
{
    return sub(base, QString::number(i));
}

QString joined(const std::vector<double>& terms)
{
    QStringList parts;
    for (double term : terms)
        parts << number(term);
    return parts.join(QStringLiteral(" + "));
}

QString line(const QString& text)
{
    return QStringLiteral("<div style='margin-top: 2px'>%1</div>").arg(text);
}

QString greyLine(const QString& text)
{
    return QStringLiteral("<div style='color: gray'>%1</div>").arg(text);
}

} // namespace

QString CellSum::plainText() const
{
    return QTextDocumentFragment::fromHtml(html).toPlainText();
}

CellSumWriter::CellSumWriter(const TermChain& chain, const ComputeOutcome& outcome)
    : m_chain(chain), m_outcome(outcome)
{
}

QString CellSumWriter::who(int query, int key) const
{
    const QString queryText = queryName(m_outcome, query).toHtmlEscaped();
    if (key < 0)
        return queryText;
    const QString token = key < m_outcome.tokens.size() ? m_outcome.tokens.at(key) : QString();
    const QString keyText = token.isEmpty() || token == QString::number(key) ? tr("key %1").arg(key)
                                                                              : tr("key %1 (%2)").arg(key).arg(token);
    return QStringLiteral("%1, %2").arg(queryText, keyText.toHtmlEscaped());
}

CellSum CellSumWriter::sum(const TermTable& table, int row, int column) const
{
    if (row < 0 || column < 0 || row >= table.values.rows() || column >= table.values.cols())
        return {};
    const QString& term = table.term;
    CellSum result;
    if (m_chain.softmax && (term == QLatin1String("weights") || term == QLatin1String("renormalised")))
        result = softmaxWeight(row, column);
    else if (m_chain.linear && term == QLatin1String("weights"))
        result = linearWeight(row, column);
    else if (m_chain.linear && term == QLatin1String("quotient"))
        result = quotient(row, column);
    else if (term == QLatin1String("output") && m_chain.result && m_chain.result->map
             && m_chain.result->o.cols() == m_outcome.sequence->problem.dv())
        result = output(row, column);
    else if (m_chain.softmax && term == QLatin1String("scores"))
        result = score(row, column, false);
    else if (m_chain.softmax && term == QLatin1String("scaled"))
        result = score(row, column, true);
    else if (m_chain.softmax && term == QLatin1String("masked"))
        result = masked(row, column);
    else if (m_chain.linear && (term == QLatin1String("phiQ") || term == QLatin1String("phiK")))
        result = feature(table, row, column);
    else if (m_chain.linear && term == QLatin1String("S"))
        result = keySum(row, column);
    else if (m_chain.linear && term == QLatin1String("Z") && table.part.isEmpty())
        result = keySum(row, -1);
    else if (m_chain.linear && term == QLatin1String("Z"))
        result = denominator(row);
    else
        return {};
    result.term = term;
    result.row = row;
    result.column = column;
    result.shown = table.values(row, column);
    return result;
}

CellSum CellSumWriter::softmaxWeight(int i, int j) const
{
    const core::SoftmaxTerms& terms = *m_chain.softmax;
    const core::WeightSum weight = core::softmaxWeightSum(terms, i, j);
    const core::Pattern& pattern = m_chain.result->pattern;
    QString over = QStringLiteral("<i>j</i>\u2032");
    if (pattern.kind() == core::Pattern::Kind::CausalPairs)
        over = QStringLiteral("<i>j</i>\u2032 \u2264 %1").arg(i);
    else if (pattern.kind() == core::Pattern::Kind::Explicit)
        over = QStringLiteral("<i>j</i>\u2032 \u2208 P(%1)").arg(i);
    const QString a = sub(m_chain.chain == Chain::Pattern ? QStringLiteral("m") : QStringLiteral("a"), i, j);
    const QString shift = weight.shift != 0.0 ? QStringLiteral(" \u2212 %1").arg(number(weight.shift)) : QString();
    const QString exponent = QStringLiteral("exp(<i>s</i> %1\u00b7%2%3)").arg(sub(QStringLiteral("q"), i), sub(QStringLiteral("k"), j), shift);
    const QString sumExponent
        = QStringLiteral("exp(<i>s</i> %1\u00b7%2%3)").arg(sub(QStringLiteral("q"), i), sub(QStringLiteral("k"), QStringLiteral("j\u2032")), shift);
    CellSum result;
    result.value = weight.value();
    QString html = line(QStringLiteral("%1 = %2 / \u03a3<sub>%3</sub> %4").arg(a, exponent, over, sumExponent));
    if (terms.kept(i, j) == 0.0) {
        html += line(tr("= 0: key %1 is not kept for query %2, its masked score is \u2212\u221e and exp(\u2212\u221e) = 0")
                         .arg(j)
                         .arg(i));
    } else {
        html += line(QStringLiteral("= %1 / (%2) = %1 / %3 = <b>%4</b>")
                         .arg(number(weight.numerator), joined(weight.terms), number(weight.denominator),
                             number(weight.value())));
    }
    QString details = tr("s = %1").arg(number(terms.scale));
    if (weight.shift != 0.0)
        details += QStringLiteral("; ") + tr("every score less the row's largest, %1, so that exp stays finite").arg(number(weight.shift));
    html += greyLine(QStringLiteral("%1; %2").arg(details, who(i, j)));
    result.html = html;
    return result;
}

CellSum CellSumWriter::linearWeight(int i, int j) const
{
    const core::LinearTerms& terms = *m_chain.linear;
    const core::WeightSum weight = core::linearWeightSum(terms, i, j);
    const QString phiQ = QStringLiteral("\u03c6(%1)").arg(sub(QStringLiteral("q"), i));
    const QString phiK = QStringLiteral("\u03c6(%1)").arg(sub(QStringLiteral("k"), j));
    const QString phiKs = QStringLiteral("\u03c6(%1)").arg(sub(QStringLiteral("k"), QStringLiteral("j\u2032")));
    const QString over = terms.causal ? QStringLiteral("<i>j</i>\u2032 \u2264 %1").arg(i) : QStringLiteral("<i>j</i>\u2032");
    const QString m = sub(QStringLiteral("m"), i, j);
    CellSum result;
    result.value = weight.value();
    QString html;
    if (!weight.divided) {
        html += line(QStringLiteral("%1 = %2\u00b7%3 = <b>%4</b>").arg(m, phiQ, phiK, number(weight.value())));
        html += greyLine(tr("normalize is off: nothing is divided; %1").arg(who(i, j)));
    } else {
        html += line(QStringLiteral("%1 = %2\u00b7%3 / \u03a3<sub>%4</sub> %2\u00b7%5").arg(m, phiQ, phiK, over, phiKs));
        if (terms.causal && j > i)
            html += line(tr("= 0: under causal, key %1 comes after query %2").arg(j).arg(i));
        else {
            html += line(QStringLiteral("= %1 / (%2) = %1 / %3 = <b>%4</b>")
                             .arg(number(weight.numerator), joined(weight.terms), number(weight.denominator),
                                 number(weight.value())));
        }
        html += greyLine(who(i, j));
    }
    result.html = html;
    return result;
}

CellSum CellSumWriter::quotient(int i, int c) const
{
    const core::LinearTerms& terms = *m_chain.linear;
    const core::WeightSum q = core::linearQuotient(terms, i, c);
    const QString phiQ = QStringLiteral("\u03c6(%1)<sup>\u1d40</sup>").arg(sub(QStringLiteral("q"), i));
    const QString s = terms.causal ? sub(QStringLiteral("S"), i) : QStringLiteral("<i>S</i>");
    const QString z = terms.causal ? sub(QStringLiteral("Z"), i) : QStringLiteral("<i>Z</i>");
    CellSum result;
    result.value = q.value();
    QString html;
    const QString o = sub(QStringLiteral("o"), i, c);
    if (!q.divided) {
        html += line(QStringLiteral("%1 = (%2%3)<sub>%4</sub> = <b>%5</b>").arg(o, phiQ, s).arg(c).arg(number(q.value())));
    } else {
        html += line(QStringLiteral("%1 = (%2%3)<sub>%4</sub> / %2%5").arg(o, phiQ, s).arg(c).arg(z));
        html += line(QStringLiteral("= %1 / %2 = <b>%3</b>")
                         .arg(number(q.numerator), number(q.denominator), number(q.value())));
        if (q.denominator == 0.0)
            html += line(tr("The denominator is 0: the quotient has no value and the engine sets the row to 0."));
    }
    QString details = who(i, -1);
    if (terms.causal)
        details += QStringLiteral("; ") + tr("S_%1 and Z_%1 sum the keys j \u2264 %1").arg(i);
    html += greyLine(details);
    result.html = html;
    return result;
}

CellSum CellSumWriter::output(int i, int c) const
{
    const core::Result& r = *m_chain.result;
    const core::Matrix& v = m_outcome.sequence->problem.v;
    QStringList parts;
    double total = 0.0;
    for (int j = 0; j < r.map->cols(); ++j) {
        const double weight = (*r.map)(i, j);
        if (weight == 0.0)
            continue;
        parts << QStringLiteral("%1%2%3").arg(number(weight), kTimes, factor(v(j, c)));
        total += weight * static_cast<double>(v(j, c));
    }
    const QString weightName = m_chain.chain == Chain::Linear || m_chain.chain == Chain::Mixing
            || m_chain.chain == Chain::Pattern
        ? QStringLiteral("m")
        : QStringLiteral("a");
    CellSum result;
    result.value = total;
    QString html = line(QStringLiteral("%1 = \u03a3<sub><i>j</i></sub> %2 %3")
                            .arg(sub(QStringLiteral("o"), i, c), sub(weightName, QStringLiteral("%1,j").arg(i)),
                                sub(QStringLiteral("v"), QStringLiteral("j,%1").arg(c))));
    html += line(QStringLiteral("= %1 = <b>%2</b>")
                     .arg(parts.isEmpty() ? number(0.0) : parts.join(QStringLiteral(" + ")), number(total)));
    html += greyLine(tr("the engine's weights times the values (keys of weight 0 left out); %1").arg(who(i, -1)));
    result.html = html;
    return result;
}

CellSum CellSumWriter::score(int i, int j, bool scaled) const
{
    const core::Problem& problem = m_outcome.sequence->problem;
    QStringList parts;
    double dot = 0.0;
    for (int c = 0; c < problem.d(); ++c) {
        parts << QStringLiteral("%1%2%3").arg(factor(problem.q(i, c)), kTimes, factor(problem.k(j, c)));
        dot += static_cast<double>(problem.q(i, c)) * static_cast<double>(problem.k(j, c));
    }
    const double scale = m_chain.softmax->scale;
    CellSum result;
    QString html;
    const QString qk = QStringLiteral("%1\u00b7%2").arg(sub(QStringLiteral("q"), i), sub(QStringLiteral("k"), j));
    if (scaled) {
        result.value = scale * dot;
        html += line(QStringLiteral("<i>s</i> %1 = %2%3%4 = <b>%5</b>")
                         .arg(qk, number(scale), kTimes, factor(dot), number(result.value)));
    } else {
        result.value = dot;
        html += line(QStringLiteral("%1 = \u03a3<sub><i>c</i></sub> %2 %3 = %4 = <b>%5</b>")
                         .arg(qk, sub(QStringLiteral("q"), QStringLiteral("%1,c").arg(i)),
                             sub(QStringLiteral("k"), QStringLiteral("%1,c").arg(j)), parts.join(QStringLiteral(" + ")),
                             number(dot)));
    }
    html += greyLine(who(i, j));
    result.html = html;
    return result;
}

CellSum CellSumWriter::masked(int i, int j) const
{
    const core::SoftmaxTerms& terms = *m_chain.softmax;
    CellSum result;
    result.value = terms.masked(i, j);
    QString html;
    if (terms.kept(i, j) != 0.0)
        html += line(tr("Key %1 is kept for query %2: its scaled score %3 stays").arg(j).arg(i).arg(number(terms.scaled(i, j))));
    else if (m_chain.chain == Chain::Pattern)
        html += line(tr("The pattern drops key %1 for query %2: \u2212\u221e, so its weight is exp(\u2212\u221e) = 0").arg(j).arg(i));
    else
        html += line(tr("Causal: key %1 comes after query %2: \u2212\u221e, so its weight is exp(\u2212\u221e) = 0").arg(j).arg(i));
    html += greyLine(who(i, j));
    result.html = html;
    return result;
}

CellSum CellSumWriter::feature(const TermTable& table, int i, int c) const
{
    const core::Problem& problem = m_outcome.sequence->problem;
    const bool query = table.term == QLatin1String("phiQ");
    const double x = query ? problem.q(i, c) : problem.k(i, c);
    const QString name = sub(query ? QStringLiteral("q") : QStringLiteral("k"), i, c);
    CellSum result;
    QString rule;
    if (m_chain.feature == QLatin1String("relu")) {
        result.value = std::max(x, 0.0);
        rule = QStringLiteral("max(%1, 0)").arg(number(x));
    } else if (m_chain.feature == QLatin1String("identity")) {
        result.value = x;
        rule = number(x);
    } else if (x > 0.0) {
        result.value = x + 1.0;
        rule = QStringLiteral("%1 + 1").arg(number(x));
    } else {
        result.value = std::exp(x);
        rule = QStringLiteral("exp(%1)").arg(number(x));
    }
    result.html = line(QStringLiteral("\u03c6(%1) = %2 = <b>%3</b>").arg(name, rule, number(result.value)));
    result.html += greyLine(m_chain.feature == QLatin1String("elu1")
            ? tr("elu1: x + 1 for x > 0, exp(x) otherwise; %1").arg(who(i, -1))
            : tr("%1; token %2").arg(m_chain.feature).arg(i));
    return result;
}

CellSum CellSumWriter::keySum(int c, int e) const
{
    const core::LinearTerms& terms = *m_chain.linear;
    const core::Matrix& v = m_outcome.sequence->problem.v;
    QStringList parts;
    double total = 0.0;
    for (int j = 0; j < terms.phiK.rows(); ++j) {
        const double feature = terms.phiK(j, c);
        if (e >= 0) {
            parts << QStringLiteral("%1%2%3").arg(number(feature), kTimes, factor(v(j, e)));
            total += feature * static_cast<double>(v(j, e));
        } else {
            parts << number(feature);
            total += feature;
        }
    }
    CellSum result;
    result.value = total;
    const QString phi = QStringLiteral("\u03c6(%1)<sub>%2</sub>").arg(sub(QStringLiteral("k"), QStringLiteral("j"))).arg(c);
    if (e >= 0)
        result.html = line(QStringLiteral("%1 = \u03a3<sub><i>j</i></sub> %2 %3")
                               .arg(sub(QStringLiteral("S"), c, e), phi, sub(QStringLiteral("v"), QStringLiteral("j,%1").arg(e))));
    else
        result.html = line(QStringLiteral("%1 = \u03a3<sub><i>j</i></sub> %2").arg(sub(QStringLiteral("Z"), c), phi));
    result.html += line(QStringLiteral("= %1 = <b>%2</b>").arg(parts.join(QStringLiteral(" + ")), number(total)));
    if (terms.causal)
        result.html += greyLine(tr("over every key; under causal, query i uses the sum up to key i"));
    return result;
}

CellSum CellSumWriter::denominator(int i) const
{
    const core::LinearTerms& terms = *m_chain.linear;
    const auto lastKey = terms.causal ? i : terms.phiK.rows() - 1;
    QStringList parts;
    double total = 0.0;
    for (int c = 0; c < terms.phiQ.cols(); ++c) {
        double z = 0.0;
        for (int j = 0; j <= lastKey; ++j)
            z += terms.phiK(j, c);
        parts << QStringLiteral("%1%2%3").arg(number(terms.phiQ(i, c)), kTimes, number(z));
        total += terms.phiQ(i, c) * z;
    }
    CellSum result;
    result.value = total;
    const QString z = terms.causal ? sub(QStringLiteral("Z"), i) : QStringLiteral("<i>Z</i>");
    result.html = line(QStringLiteral("\u03c6(%1)<sup>\u1d40</sup>%2 = %3 = <b>%4</b>")
                           .arg(sub(QStringLiteral("q"), i), z, parts.join(QStringLiteral(" + ")), number(total)));
    result.html += greyLine(terms.causal ? tr("%1; Z_%2 sums the keys j \u2264 %2").arg(who(i, -1)).arg(i) : who(i, -1));
    return result;
}

} // namespace attnlab::app::numbers
