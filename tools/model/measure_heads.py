#!/usr/bin/python3
"""Per-head measurements of the shipped character model, printed as the Markdown tables of docs/model.md.

    /usr/bin/python3 tools/model/measure_heads.py

Definitions (docs/model.md, "What the heads do"):
- previous-token score: on random token sequences repeated twice, the mean of A[i, i-1] over every position i >= 1;
- induction score (Olsson et al., 2022): on the same sequences (a random sequence r of length T followed by r
  again), the mean over the second copy (T <= i < 2T) of A[i, i-T+1], the attention from a token to the token right
  after its earlier occurrence;
- 90% energy rank of A: on a real text of 128 characters, the smallest k whose top k singular values hold 90% of
  sum(sigma^2) = ||A||_F^2;
- local attention's error: on the same text, ||O_w - O||_F / ||O||_F with O = A V and O_w the head's own softmax
  restricted to the w = 16 most recent keys (j in (i-16, i]) and renormalised.
"""

import argparse
import collections
import math
import os

import numpy
import torch

import char_model

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SEQUENCES = 64
HALF = 64  # 2 * HALF = 128 = the context length
WINDOW = 16


def attention_of(model, ids):
    """Per layer: the attention (batch x heads x N x N), scores (same) and V (batch x heads x N x d_head)."""
    record = []
    with torch.no_grad():
        logits = model(ids, record)
    return record, logits


def repeated_random_scores(model, candidates, seed):
    generator = torch.Generator().manual_seed(seed)
    choice = torch.randint(0, len(candidates), (SEQUENCES, HALF), generator=generator)
    first = torch.tensor(candidates)[choice]
    ids = torch.cat([first, first], dim=1)
    record, logits = attention_of(model, ids)
    positions = torch.arange(1, 2 * HALF)
    second = torch.arange(HALF, 2 * HALF)
    previous, induction = [], []
    for layer in record:
        a = layer["attention"]
        previous.append(a[:, :, positions, positions - 1].mean(dim=(0, 2)))
        induction.append(a[:, :, second, second - HALF + 1].mean(dim=(0, 2)))
    losses = torch.nn.functional.cross_entropy(logits[:, :-1].flatten(0, 1), ids[:, 1:].flatten(), reduction="none")
    losses = losses.view(SEQUENCES, 2 * HALF - 1)
    return previous, induction, float(losses[:, :HALF - 1].mean()), float(losses[:, HALF:].mean())


def repeated_text_losses(model, text, vocabulary, seed):
    """Loss per character on held-out text windows of HALF characters followed by themselves: a model that copies
    in context (what induction heads do) predicts the second copy far better than the first."""
    ids = torch.tensor(char_model.encode(text, vocabulary))
    generator = torch.Generator().manual_seed(seed)
    starts = torch.randint(0, len(ids) - HALF, (SEQUENCES,), generator=generator).tolist()
    batch = torch.stack([torch.cat([ids[s:s + HALF], ids[s:s + HALF]]) for s in starts])
    _, logits = attention_of(model, batch)
    losses = torch.nn.functional.cross_entropy(logits[:, :-1].flatten(0, 1), batch[:, 1:].flatten(),
                                               reduction="none").view(SEQUENCES, 2 * HALF - 1)
    return float(losses[:, :HALF - 1].mean()), float(losses[:, HALF:].mean())


def unigram_held_out_loss(text, held_out_fraction, vocabulary):
    """The loss of the training part's character frequencies (add-one) on the held-out part: the bar a model that
    learned anything beyond frequencies must clear."""
    ids = char_model.encode(text, vocabulary)
    cut = int(len(ids) * (1.0 - held_out_fraction))
    counts = collections.Counter(ids[:cut])
    total = cut + len(vocabulary)
    return sum(-math.log((counts[i] + 1) / total) for i in ids[cut:]) / (len(ids) - cut)


def energy_rank(a, fraction=0.9):
    singular = numpy.linalg.svd(a.astype(numpy.float64), compute_uv=False)
    energy = numpy.cumsum(singular ** 2) / numpy.sum(singular ** 2)
    return int(numpy.searchsorted(energy, fraction - 1e-12) + 1)


def local_error(q, k, v, scale):
    n = q.shape[0]
    scores = (q @ k.T) * scale
    rows = numpy.arange(n)[:, None]
    columns = numpy.arange(n)[None, :]

    def softmax_over(allowed):
        masked = numpy.where(allowed, scores, -numpy.inf)
        masked = masked - masked.max(axis=1, keepdims=True)
        weights = numpy.exp(masked)
        return weights / weights.sum(axis=1, keepdims=True)

    full = softmax_over(columns <= rows)
    local = softmax_over((columns <= rows) & (columns > rows - WINDOW))
    o, o_local = full @ v, local @ v
    outside = float(1.0 - numpy.mean(numpy.sum(numpy.where(columns > rows - WINDOW, full, 0.0), axis=1)))
    return float(numpy.linalg.norm(o_local - o) / numpy.linalg.norm(o)), outside


def held_out_window(text, fraction):
    """A 128-character window from the held-out end of a text (the training script holds out the same end)."""
    start = int(len(text) * (1.0 - fraction)) + 1000
    return text[start:start + 128] if len(text) - start >= 128 else text[-128:]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--weights", default=os.path.join(ROOT, "resources", "model", "char_model.bin"))
    model, vocabulary = char_model.read_weights(parser.parse_args().weights)
    config = model.config
    unknown = len(vocabulary) - 1
    english_ids = [i for i, c in enumerate(vocabulary[:unknown]) if ord(c) < 0x80 and c != "\n"]
    chinese_ids = [i for i, c in enumerate(vocabulary[:unknown]) if ord(c) >= 0x3000]
    english, chinese = char_model.english_text(), char_model.chinese_text()
    texts = {"en": held_out_window(english, 0.05), "zh": held_out_window(chinese, 0.10)}
    held_out = {"en": english[int(len(english) * 0.95):], "zh": chinese[int(len(chinese) * 0.90):]}
    scale = 1.0 / numpy.sqrt(config.d_head)

    random_scores = {"en": repeated_random_scores(model, english_ids, 1),
                     "zh": repeated_random_scores(model, chinese_ids, 2)}
    real = {}
    for language, text in texts.items():
        ids = torch.tensor([char_model.encode(text, vocabulary)])
        record, _ = attention_of(model, ids)
        real[language] = record

    print(f"Repeated random sequences: {SEQUENCES} sequences of {HALF} tokens drawn uniformly from the "
          f"{len(english_ids)} English (ASCII) or {len(chinese_ids)} Chinese characters of the vocabulary, each "
          f"followed by itself.")
    for language, (_, _, first_loss, second_loss) in random_scores.items():
        print(f"- {language}: loss per token {first_loss:.3f} on the first copy, {second_loss:.3f} on the second")
    print(f"- unigram baseline on the held-out text: en {unigram_held_out_loss(english, 0.05, vocabulary):.3f}, "
          f"zh {unigram_held_out_loss(chinese, 0.10, vocabulary):.3f} (nats per character)")
    for language, text in held_out.items():
        first_loss, second_loss = repeated_text_losses(model, text, vocabulary, 3)
        print(f"- {language}, held-out text windows of {HALF} characters repeated: loss per character "
              f"{first_loss:.3f} on the first copy, {second_loss:.3f} on the second")
    print()
    print(f"Real text: 128 held-out characters of each language. Local attention: the {WINDOW} most recent keys.")
    print()
    languages = ["en", "zh"]
    punctuation = torch.tensor([c in "，。？！、：；\n" for c in texts["zh"]])
    print("Scores of Olsson et al. on the repeated random sequences, and on the real text the previous-token score "
          "and the mean distance i - j the head's attention reaches back (sum over j of A[i, j] (i - j), averaged "
          "over i). Last column: on the Chinese text, the attention mass on punctuation and line breaks "
          f"(they are {float(punctuation.float().mean()):.3f} of its characters).")
    print()
    print("| head | prev-token en | prev-token zh | induction en | induction zh | prev-token on text en "
          "| prev-token on text zh | mean distance en | mean distance zh | on punctuation zh |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for layer in range(config.n_layers):
        for head in range(config.n_heads):
            cells = [f"L{layer}H{head}"]
            cells += [f"{float(random_scores[lang][0][layer][head]):.3f}" for lang in languages]
            cells += [f"{float(random_scores[lang][1][layer][head]):.3f}" for lang in languages]
            for lang in languages:
                a = real[lang][layer]["attention"][0, head]
                cells.append(f"{float(a.diagonal(-1).mean()):.3f}")
            for lang in languages:
                a = real[lang][layer]["attention"][0, head]
                n = a.shape[0]
                distance = torch.arange(n)[:, None] - torch.arange(n)[None, :]
                cells.append(f"{float((a * distance.clamp(min=0)).sum(dim=1).mean()):.1f}")
            cells.append(f"{float(real['zh'][layer]['attention'][0, head][:, punctuation].sum(dim=1).mean()):.3f}")
            print("| " + " | ".join(cells) + " |")
    print()
    print("On the real text: the 90% energy rank of A (of 128) and local attention's relative error on O, with the "
          "attention mass the head puts outside the window.")
    print()
    print("| head | 90% rank en | 90% rank zh | local error en | local error zh | mass outside window en "
          "| mass outside window zh |")
    print("|---|---|---|---|---|---|---|")
    for layer in range(config.n_layers):
        for head in range(config.n_heads):
            ranks, errors, outside = [], [], []
            for lang in languages:
                recorded = real[lang][layer]
                a = recorded["attention"][0, head].numpy()
                q, k, v = (recorded[key][0, head].numpy().astype(numpy.float64) for key in ["q", "k", "v"])
                ranks.append(str(energy_rank(a)))
                error, mass = local_error(q, k, v, scale)
                errors.append(f"{error:.3f}")
                outside.append(f"{mass:.3f}")
            print("| " + " | ".join([f"L{layer}H{head}"] + ranks + errors + outside) + " |")

if __name__ == "__main__":
    main()
