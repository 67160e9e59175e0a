#include "core/model/char_model_file.h"

#include "core/error.h"
#include "core/utf8.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <limits>
#include <set>
#include <sstream>
#include <vector>

namespace attnlab::core {

namespace {

static_assert(std::numeric_limits<float>::is_iec559, "the weights are IEEE 754 float32");

constexpr char kMagic[] = "ATTNLMC1";
constexpr std::size_t kMagicLength = sizeof(kMagic) - 1;
constexpr std::uint32_t kVersion = 1;
constexpr std::uint32_t kActivationGeluErf = 1;

// Far above the shipped model, low enough that a corrupt header cannot ask for gigabytes before the size check.
constexpr std::uint32_t kMaxVocabulary = 1u << 20;
constexpr std::uint32_t kMaxWidth = 1u << 14;
constexpr std::uint32_t kMaxLayers = 256;

// Reads little-endian fields in order; every shortfall names the field and where the file ended.
class FieldReader {
public:
    FieldReader(const std::string& bytes, const std::string& source) : m_bytes(bytes), m_source(source) { }

    [[noreturn]] void fail(const std::string& fault) const { throw Error(m_source + ": " + fault); }

    void require(std::size_t count, const std::string& field) const
    {
        if (m_bytes.size() - m_position < count)
            fail("truncated: " + field + " needs " + std::to_string(count) + " bytes at offset "
                + std::to_string(m_position) + " but the file has " + std::to_string(m_bytes.size()) + " bytes");
    }

    std::uint32_t u32(const std::string& field)
    {
        require(4, field);
        std::uint32_t value = 0;
        for (int i = 3; i >= 0; --i)
            value = (value << 8) | static_cast<unsigned char>(m_bytes[m_position + static_cast<std::size_t>(i)]);
        m_position += 4;
        return value;
    }

    float f32(const std::string& field)
    {
        const std::uint32_t bits = u32(field);
        float value = 0.0f;
        std::memcpy(&value, &bits, sizeof value);
        return value;
    }

    std::string text(std::size_t length, const std::string& field)
    {
        require(length, field);
        std::string value = m_bytes.substr(m_position, length);
        m_position += length;
        return value;
    }

    std::size_t position() const { return m_position; }
    std::size_t remaining() const { return m_bytes.size() - m_position; }

private:
    const std::string& m_bytes;
    const std::string& m_source;
    std::size_t m_position = 0;
};

CharModelConfig readConfig(FieldReader& reader)
{
    const std::string magic = reader.text(kMagicLength, "the magic");
    if (magic != kMagic)
        reader.fail("not a character-model weights file (the first 8 bytes are not \"ATTNLMC1\")");
    const std::uint32_t version = reader.u32("the format version");
    if (version != kVersion)
        reader.fail("format version " + std::to_string(version) + " is not supported (this build reads version "
            + std::to_string(kVersion) + ")");

    const auto bounded = [&reader](const char* field, std::uint32_t limit) {
        const std::uint32_t value = reader.u32(field);
        if (value < 1 || value > limit)
            reader.fail(std::string(field) + " is " + std::to_string(value) + " but must be between 1 and "
                + std::to_string(limit));
        return static_cast<int>(value);
    };
    CharModelConfig config;
    config.vocabularySize = bounded("vocabulary size", kMaxVocabulary);
    config.contextLength = bounded("context length", kMaxWidth);
    config.modelWidth = bounded("d_model", kMaxWidth);
    config.layerCount = bounded("layer count", kMaxLayers);
    config.headCount = bounded("head count", kMaxWidth);
    config.headWidth = bounded("d_head", kMaxWidth);
    config.mlpWidth = bounded("d_mlp", kMaxWidth);
    const std::uint32_t unknownId = reader.u32("unknown id");
    if (unknownId != static_cast<std::uint32_t>(config.vocabularySize - 1))
        reader.fail("unknown id is " + std::to_string(unknownId) + " but must be the last id, "
            + std::to_string(config.vocabularySize - 1));
    config.unknownId = static_cast<int>(unknownId);
    if (config.headCount * config.headWidth != config.modelWidth)
        reader.fail("head count x d_head is " + std::to_string(config.headCount * config.headWidth)
            + " but must equal d_model, " + std::to_string(config.modelWidth));
    config.layerNormEpsilon = reader.f32("LayerNorm epsilon");
    if (!(std::isfinite(config.layerNormEpsilon) && config.layerNormEpsilon > 0.0f))
        reader.fail("LayerNorm epsilon must be a positive finite number");
    const std::uint32_t activation = reader.u32("activation");
    if (activation != kActivationGeluErf)
        reader.fail("activation " + std::to_string(activation) + " is not supported (1 = GELU)");
    return config;
}

std::vector<std::string> readVocabulary(FieldReader& reader, const CharModelConfig& config)
{
    std::vector<std::string> vocabulary;
    vocabulary.reserve(static_cast<std::size_t>(config.vocabularySize));
    std::set<char32_t> seen;
    for (int id = 0; id < config.vocabularySize; ++id) {
        const std::string field = "vocabulary entry " + std::to_string(id);
        const std::uint32_t length = reader.u32(field + "'s length");
        const std::string text = reader.text(length, field);
        const std::vector<char32_t> codePoints = decodeUtf8(text);
        std::string roundTrip;
        for (const char32_t codePoint : codePoints)
            appendUtf8(roundTrip, codePoint);
        if (codePoints.size() != 1 || roundTrip != text)
            reader.fail(field + " must be exactly one well-formed UTF-8 character");
        const bool unknown = id == config.unknownId;
        if (unknown != (codePoints.front() == kReplacementCharacter))
            reader.fail(field + (unknown ? " (the unknown id) must be U+FFFD" : " must not be U+FFFD"));
        if (!seen.insert(codePoints.front()).second)
            reader.fail(field + " repeats a character of an earlier entry");
        vocabulary.push_back(text);
    }
    return vocabulary;
}

// One tensor of the fixed sequence: its name and shape must be exactly the expected ones.
Matrix readTensor(FieldReader& reader, const std::string& name, const std::vector<int>& shape)
{
    const std::string field = "tensor \"" + name + "\"";
    const std::uint32_t nameLength = reader.u32(field + "'s name length");
    const std::string stored = reader.text(nameLength, field + "'s name");
    if (stored != name)
        reader.fail("tensor \"" + stored + "\" found where " + field + " belongs");
    const std::uint32_t rank = reader.u32(field + "'s rank");
    if (rank != shape.size())
        reader.fail(
            field + " has rank " + std::to_string(rank) + " but must have rank " + std::to_string(shape.size()));
    for (std::size_t axis = 0; axis < shape.size(); ++axis) {
        const std::uint32_t dimension = reader.u32(field + "'s dimension " + std::to_string(axis));
        if (dimension != static_cast<std::uint32_t>(shape[axis]))
            reader.fail(field + " has dimension " + std::to_string(dimension) + " on axis " + std::to_string(axis)
                + " but the hyper-parameters make it " + std::to_string(shape[axis]));
    }
    const Eigen::Index rows = shape.size() == 2 ? shape[0] : 1;
    const Eigen::Index columns = shape.back();
    const std::size_t count = static_cast<std::size_t>(rows * columns);
    reader.require(4 * count, field + "'s values");
    Matrix values(rows, columns);
    float* out = values.data();
    for (std::size_t i = 0; i < count; ++i)
        out[i] = reader.f32(field);
    if (!values.allFinite())
        reader.fail(field + " contains NaN or infinite values");
    return values;
}

} // namespace

CharModel parseCharModel(const std::string& bytes, const std::string& source)
{
    FieldReader reader(bytes, source);
    CharModel model;
    model.config = readConfig(reader);
    const CharModelConfig& c = model.config;
    model.vocabulary = readVocabulary(reader, c);

    const std::uint32_t expectedCount = static_cast<std::uint32_t>(2 + 12 * c.layerCount + 2);
    const std::uint32_t count = reader.u32("the tensor count");
    if (count != expectedCount)
        reader.fail("the file holds " + std::to_string(count) + " tensors but a model of "
            + std::to_string(c.layerCount) + " layers has " + std::to_string(expectedCount));

    const auto vector
        = [&reader](const std::string& name, int width) -> RowVector { return readTensor(reader, name, { width }); };
    model.tokenEmbedding = readTensor(reader, "token_embedding", { c.vocabularySize, c.modelWidth });
    model.positionEmbedding = readTensor(reader, "position_embedding", { c.contextLength, c.modelWidth });
    for (int index = 0; index < c.layerCount; ++index) {
        const std::string prefix = "layers." + std::to_string(index) + ".";
        CharModelLayer layer;
        layer.attentionNormWeight = vector(prefix + "ln1.weight", c.modelWidth);
        layer.attentionNormBias = vector(prefix + "ln1.bias", c.modelWidth);
        layer.qkvWeight = readTensor(reader, prefix + "qkv.weight", { c.modelWidth, 3 * c.modelWidth });
        layer.qkvBias = vector(prefix + "qkv.bias", 3 * c.modelWidth);
        layer.outputWeight = readTensor(reader, prefix + "out.weight", { c.modelWidth, c.modelWidth });
        layer.outputBias = vector(prefix + "out.bias", c.modelWidth);
        layer.mlpNormWeight = vector(prefix + "ln2.weight", c.modelWidth);
        layer.mlpNormBias = vector(prefix + "ln2.bias", c.modelWidth);
        layer.mlpInWeight = readTensor(reader, prefix + "mlp_in.weight", { c.modelWidth, c.mlpWidth });
        layer.mlpInBias = vector(prefix + "mlp_in.bias", c.mlpWidth);
        layer.mlpOutWeight = readTensor(reader, prefix + "mlp_out.weight", { c.mlpWidth, c.modelWidth });
        layer.mlpOutBias = vector(prefix + "mlp_out.bias", c.modelWidth);
        model.layers.push_back(std::move(layer));
    }
    model.finalNormWeight = vector("final_ln.weight", c.modelWidth);
    model.finalNormBias = vector("final_ln.bias", c.modelWidth);
    if (reader.remaining() != 0)
        reader.fail(std::to_string(reader.remaining()) + " bytes follow the last tensor (offset "
            + std::to_string(reader.position()) + "): not a file this build wrote or understands");
    return model;
}

CharModel readCharModel(const std::string& path)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
        throw Error(path + ": cannot open the character-model weights");
    std::ostringstream contents;
    contents << file.rdbuf();
    if (file.bad())
        throw Error(path + ": cannot read the character-model weights");
    return parseCharModel(contents.str(), path);
}

} // namespace attnlab::core
