#include "app/panels/numbers/chain.h"

#include "app/language/sentences.h"
#include "core/variants/kernel/linear_features.h"

namespace attnlab::app::numbers {

namespace {

Eigen::MatrixXd toDouble(const core::Matrix& m)
{
    return m.cast<double>();
}

Eigen::MatrixXd toDouble(const core::MatrixD& m)
{
    return Eigen::MatrixXd(m);
}

QString shape(Eigen::Index rows, Eigen::Index columns)
{
    return QStringLiteral("%1 \u00d7 %2").arg(rows).arg(columns);
}

} // namespace

const TermTable* TermChain::table(const QString& term) const
{
    for (const TermTable& t : tables)
        if (t.term == term)
            return &t;
    return nullptr;
}

QStringList indexLabels(int count)
{
    QStringList labels;
    for (int i = 0; i < count; ++i)
        labels << QString::number(i);
    return labels;
}

TermChainBuilder::TermChainBuilder(const ComputeOutcome& outcome)
    : m_outcome(outcome), m_problem(outcome.sequence->problem)
{
}

QStringList TermChainBuilder::rowTokenLabels() const
{
    QStringList labels;
    for (int i = 0; i < m_problem.n(); ++i) {
        const QString token = i < m_outcome.tokens.size() ? m_outcome.tokens.at(i).simplified() : QString();
        labels << (token.isEmpty() || token == QString::number(i) ? QString::number(i)
                                                                  : QStringLiteral("%1 %2").arg(i).arg(token));
    }
    return labels;
}

QStringList TermChainBuilder::columnTokenLabels() const
{
    QStringList labels = rowTokenLabels();
    for (QString& label : labels) {
        const auto space = label.indexOf(QLatin1Char(' '));
        if (space > 0)
            label[space] = QLatin1Char('\n');
    }
    return labels;
}

void TermChainBuilder::addInputs(TermChain& chain) const
{
    const int n = m_problem.n();
    const int d = m_problem.d();
    TermTable q;
    q.term = QStringLiteral("Q");
    q.title = QStringLiteral("Q");
    q.caption = tr("queries, %1").arg(shape(n, d));
    q.toolTip = tr("Row i is the query q\u1d62 of token i");
    q.values = toDouble(m_problem.q);
    q.rowLabels = rowTokenLabels();
    q.columnLabels = indexLabels(d);
    q.queryRows = true;
    TermTable k = q;
    k.queryRows = false;
    k.term = QStringLiteral("K");
    k.title = QStringLiteral("K");
    k.caption = tr("keys, %1").arg(shape(n, d));
    k.toolTip = tr("Row j is the key k\u2c7c of token j");
    k.values = toDouble(m_problem.k);
    chain.tables.push_back(q);
    chain.tables.push_back(k);
}

TermTable TermChainBuilder::valuesTable() const
{
    TermTable v;
    v.term = QStringLiteral("V");
    v.title = QStringLiteral("V");
    v.caption = tr("values, %1").arg(shape(m_problem.n(), m_problem.dv()));
    v.toolTip = tr("Row j is the value v\u2c7c that key j passes on");
    v.values = toDouble(m_problem.v);
    v.rowLabels = rowTokenLabels();
    v.columnLabels = indexLabels(m_problem.dv());
    return v;
}

TermTable TermChainBuilder::outputTable(const core::Result& result, const QString& term, const QString& title) const
{
    TermTable o;
    o.term = term;
    o.title = title;
    o.caption = tr("outputs, %1, as the engine returned them").arg(shape(result.o.rows(), result.o.cols()));
    o.toolTip = tr("Row i is the output o\u1d62 of query i. Click a number to see the sum that makes it.");
    o.values = toDouble(result.o);
    o.rowLabels = rowTokenLabels();
    o.columnLabels = indexLabels(static_cast<int>(result.o.cols()));
    o.decimals = 3;
    o.queryRows = true;
    return o;
}

TermChain TermChainBuilder::exact() const
{
    return softmaxChain(*m_outcome.comparison.exact, Side::Exact, false);
}

TermChain TermChainBuilder::variant() const
{
    const core::Result& result = m_outcome.comparison.variant;
    if (m_outcome.request.variantId == QLatin1String("linear"))
        return linearChain();
    if (result.map && core::isRenormalisedRows(core::softmaxTerms(m_problem, result.pattern), *result.map))
        return softmaxChain(result, Side::Variant, result.pattern.kind() == core::Pattern::Kind::Explicit);
    return mixingChain();
}

TermChain TermChainBuilder::softmaxChain(const core::Result& result, Side side, bool pattern) const
{
    TermChain chain;
    chain.chain = pattern ? Chain::Pattern : Chain::Softmax;
    chain.side = side;
    chain.result = &result;
    chain.softmax = core::softmaxTerms(m_problem, result.pattern);
    const core::SoftmaxTerms& terms = *chain.softmax;
    const QString id = m_outcome.request.variantId;
    const bool causal = result.pattern.kind() == core::Pattern::Kind::CausalPairs;
    if (side == Side::Exact)
        chain.heading = causal ? tr("Exact softmax attention, causal") : tr("Exact softmax attention");
    else if (pattern)
        chain.heading = tr("%1: softmax over the keys its pattern keeps").arg(id);
    else
        chain.heading = tr("%1: softmax attention over every allowed key").arg(id);
    chain.note = tr("Q, K, V are the input; QK\u1d40, s\u00b7QK\u1d40 and the masked scores are worked out here; the "
                    "weights and the output are the engine's own. Click a table to make it the current term, and "
                    "a weight to see the sum that makes it.");
    addInputs(chain);
    const int n = m_problem.n();
    const QStringList rows = rowTokenLabels();
    const QStringList keys = columnTokenLabels();

    TermTable scores;
    scores.term = QStringLiteral("scores");
    scores.title = QStringLiteral("QK\u1d40");
    scores.caption = tr("scores q\u1d62\u00b7k\u2c7c, %1").arg(shape(n, n));
    scores.toolTip = tr("Row i: query i against every key j (the dot product q\u1d62\u00b7k\u2c7c)");
    scores.values = toDouble(terms.scores);
    scores.rowLabels = rows;
    scores.columnLabels = keys;
    scores.queryRows = true;
    chain.tables.push_back(scores);

    TermTable scaled = scores;
    scaled.term = QStringLiteral("scaled");
    scaled.title = QStringLiteral("s\u00b7QK\u1d40");
    scaled.caption = tr("scaled, s = %1").arg(QString::number(terms.scale, 'f', 3));
    scaled.toolTip = m_problem.scale ? tr("The scores times the scale s the input sets")
                                     : tr("The scores times s = 1/\u221a"
                                          "d, the default scale (d = %1)")
                                           .arg(m_problem.d());
    scaled.values = toDouble(terms.scaled);
    chain.tables.push_back(scaled);

    if (pattern) {
        TermTable mask = scores;
        mask.term = QStringLiteral("mask");
        mask.title = QStringLiteral("P");
        mask.caption = tr("the pairs %1 evaluates: %2 of %3").arg(id).arg(result.pattern.pairCount()).arg(n * n);
        mask.toolTip = tr("1: query i reads key j; \u00b7: the pair is never evaluated");
        mask.values = toDouble(terms.kept);
        mask.mark = true;
        mask.tinted = true;
        chain.tables.push_back(mask);
    }

    TermTable masked = scores;
    masked.term = QStringLiteral("masked");
    masked.title = QStringLiteral("mask(s\u00b7QK\u1d40)");
    if (pattern)
        masked.caption = tr("\u2212\u221e where the pattern P drops a key");
    else if (causal)
        masked.caption = tr("causal: \u2212\u221e for every key after its query");
    else
        masked.caption = tr("no mask: causal is off, every key is kept");
    masked.toolTip = tr("A score of \u2212\u221e gets the weight exp(\u2212\u221e) = 0: that key is not read");
    masked.values = toDouble(terms.masked);
    chain.tables.push_back(masked);

    if (result.map) {
        TermTable weights = scores;
        weights.term = pattern ? QStringLiteral("renormalised") : QStringLiteral("weights");
        weights.title = pattern ? tr("softmax over kept keys") : QStringLiteral("A = softmax(\u2026)");
        weights.caption = pattern ? tr("the variant's weights: each row sums to 1 over its kept keys")
                                  : tr("weights, each row sums to 1");
        weights.toolTip = tr("The engine's own weights. Click a weight to see the sum that makes it.");
        weights.values = toDouble(*result.map);
        weights.decimals = 3;
        weights.tinted = true;
        chain.tables.push_back(weights);
    }
    chain.tables.push_back(valuesTable());
    chain.tables.push_back(
        outputTable(result, QStringLiteral("output"), pattern ? QStringLiteral("O = MV") : QStringLiteral("O = AV")));
    return chain;
}

TermChain TermChainBuilder::linearChain() const
{
    const core::Result& result = m_outcome.comparison.variant;
    TermChain chain;
    chain.chain = Chain::Linear;
    chain.side = Side::Variant;
    chain.result = &result;
    const std::string feature = m_outcome.params.text("feature");
    const bool normalize = m_outcome.params.boolean("normalize");
    chain.linear = core::linearTerms(
        m_problem, [&feature](const core::Matrix& x) { return core::linearAttentionFeatures(x, feature); }, normalize);
    const core::LinearTerms& terms = *chain.linear;
    chain.feature = QString::fromStdString(feature);
    chain.heading = tr("linear: attention through the feature map %1").arg(QString::fromStdString(feature));
    chain.note = tr("\u03c6 is applied to every number of Q and K; S and Z are summed once over the keys, so no "
                    "N \u00d7 N matrix is ever formed. The quotient (the output) and the weights m\u1d62\u2c7c are the "
                    "engine's own; click a number of either to see its numerator and denominator.");
    if (terms.causal)
        chain.note = joinSentences({ chain.note,
            tr("Causal: query i divides by sums over the keys j \u2264 i only (S\u1d62, Z\u1d62); S and Z below are "
               "the sums over every key, those of the last query.") });
    if (!normalize)
        chain.note = joinSentences(
            { chain.note, tr("normalize is off: o\u1d62 = \u03c6(q\u1d62)\u1d40S, nothing is divided.") });
    addInputs(chain);
    const int n = m_problem.n();
    const int m = static_cast<int>(terms.phiQ.cols());
    const QStringList rows = rowTokenLabels();

    TermTable phiQ;
    phiQ.term = QStringLiteral("phiQ");
    phiQ.title = QStringLiteral("\u03c6(Q)");
    phiQ.caption = tr("query features, %1").arg(shape(n, m));
    phiQ.toolTip = tr("%1 of every number of Q").arg(QString::fromStdString(feature));
    phiQ.values = toDouble(terms.phiQ);
    phiQ.rowLabels = rows;
    phiQ.columnLabels = indexLabels(m);
    phiQ.queryRows = true;
    TermTable phiK = phiQ;
    phiK.queryRows = false;
    phiK.term = QStringLiteral("phiK");
    phiK.title = QStringLiteral("\u03c6(K)");
    phiK.caption = tr("key features, %1").arg(shape(n, m));
    phiK.toolTip = tr("%1 of every number of K").arg(QString::fromStdString(feature));
    phiK.values = toDouble(terms.phiK);
    chain.tables.push_back(phiQ);
    chain.tables.push_back(phiK);
    chain.tables.push_back(valuesTable());

    TermTable s;
    s.term = QStringLiteral("S");
    s.title = QStringLiteral("S = \u03c6(K)\u1d40V");
    s.caption = tr("%1: feature \u00d7 value dimension").arg(shape(terms.s.rows(), terms.s.cols()));
    s.toolTip = tr("S = \u03a3_j \u03c6(k\u2c7c) v\u2c7c\u1d40, summed once for every query");
    s.values = toDouble(terms.s);
    s.rowLabels = indexLabels(m);
    s.columnLabels = indexLabels(static_cast<int>(terms.s.cols()));
    chain.tables.push_back(s);

    TermTable z;
    z.term = QStringLiteral("Z");
    z.title = QStringLiteral("Z = \u03c6(K)\u1d40\u0031");
    z.caption = tr("the normaliser, %1").arg(shape(m, 1));
    z.toolTip = tr("Z = \u03a3_j \u03c6(k\u2c7c): the features of every key added up");
    z.values = toDouble(terms.z);
    z.rowLabels = indexLabels(m);
    chain.tables.push_back(z);

    TermTable denominators;
    denominators.term = QStringLiteral("Z");
    denominators.part = QStringLiteral("denominators");
    denominators.title = QStringLiteral("\u03c6(q\u1d62)\u1d40Z");
    denominators.caption = tr("each query's denominator");
    denominators.toolTip
        = tr("What each query divides by: \u03c6(q\u1d62)\u1d40Z = \u03a3_j \u03c6(q\u1d62)\u00b7\u03c6(k\u2c7c)");
    denominators.values = terms.denominators;
    denominators.rowLabels = rows;
    denominators.decimals = 3;
    denominators.queryRows = true;
    chain.tables.push_back(denominators);

    if (result.map) {
        TermTable weights;
        weights.term = QStringLiteral("weights");
        weights.title = QStringLiteral("m\u1d62\u2c7c");
        weights.caption = tr("the weights linear attention implies (the engine's map)");
        weights.toolTip = tr(
            "m\u1d62\u2c7c = \u03c6(q\u1d62)\u00b7\u03c6(k\u2c7c) / \u03c6(q\u1d62)\u1d40Z: never formed by the method "
            "itself, built for display. Click a weight to see its quotient.");
        weights.values = toDouble(*result.map);
        weights.rowLabels = rows;
        weights.columnLabels = columnTokenLabels();
        weights.decimals = 3;
        weights.tinted = normalize;
        weights.queryRows = true;
        chain.tables.push_back(weights);
    }
    chain.tables.push_back(outputTable(result, QStringLiteral("quotient"),
        QStringLiteral("o\u1d62 = \u03c6(q\u1d62)\u1d40S / \u03c6(q\u1d62)\u1d40Z")));
    return chain;
}

TermChain TermChainBuilder::mixingChain() const
{
    const core::Result& result = m_outcome.comparison.variant;
    const QString id = m_outcome.request.variantId;
    TermChain chain;
    const bool mixesValues = result.o.cols() == m_problem.dv();
    chain.chain = mixesValues ? Chain::Mixing : Chain::MixingTokens;
    chain.side = Side::Variant;
    chain.result = &result;
    chain.heading = tr("%1: its map M and output O").arg(id);
    chain.note = tr("The weights of %1 are not a softmax of s\u00b7QK\u1d40 over a set of kept keys, nor linear "
                    "attention's quotient: this dock shows the map M and the output O as the engine returned "
                    "them (the Method details and Decisions docks explain how %1 makes them).")
                     .arg(id);
    addInputs(chain);
    if (result.map) {
        TermTable weights;
        weights.term = QStringLiteral("weights");
        weights.title = QStringLiteral("M");
        weights.caption = tr("the variant's mixing map, %1").arg(shape(result.map->rows(), result.map->cols()));
        weights.toolTip = tr("The engine's own map: o\u1d62 = \u03a3_j M_ij v\u2c7c");
        weights.values = toDouble(*result.map);
        weights.rowLabels = rowTokenLabels();
        weights.columnLabels = columnTokenLabels();
        weights.decimals = 3;
        weights.tinted = true;
        weights.queryRows = true;
        chain.tables.push_back(weights);
    }
    if (mixesValues)
        chain.tables.push_back(valuesTable());
    chain.tables.push_back(outputTable(result, QStringLiteral("output"), QStringLiteral("O")));
    return chain;
}

} // namespace attnlab::app::numbers
