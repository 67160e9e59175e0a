#!/usr/bin/python3
"""Trains the character-level decoder of docs/model.md and writes its weights and loss curve.

    /usr/bin/python3 tools/model/train_char_model.py --threads 1   # from the repository root: 9 minutes here

Needs the Debian packages python3-torch, bible-kjv-text and bible-kjv (for the `bible` reader) and fortunes-zh.
Writes resources/model/char_model.bin (the weights file format of docs/model.md) and docs/model_loss.csv.
"""

import argparse
import csv
import math
import os
import time

import torch

import char_model

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def arguments():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--steps", type=int, default=3000)
    parser.add_argument("--batch", type=int, default=16)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--learning-rate", type=float, default=2e-3)
    parser.add_argument("--chinese-cap", type=int, default=1500,
                        help="most frequent Chinese characters kept; the rest map to the unknown id")
    parser.add_argument("--chinese-fraction", type=float, default=0.25,
                        help="share of training sequences drawn from the poems")
    parser.add_argument("--repeat-fraction", type=float, default=0.6,
                        help="share of training sequences in which a chunk of the text is copied further on")
    parser.add_argument("--repeat-span", type=int, nargs=2, default=[20, 64], metavar=("SHORTEST", "LONGEST"),
                        help="length range of the copied chunk, in characters")
    parser.add_argument("--weights", default=os.path.join(ROOT, "resources", "model", "char_model.bin"))
    parser.add_argument("--loss-csv", default=os.path.join(ROOT, "docs", "model_loss.csv"))
    return parser.parse_args()


def split(ids, held_out_fraction):
    """The last part of each text is held out (whole verses and poems at the end of the books)."""
    cut = int(len(ids) * (1.0 - held_out_fraction))
    return torch.tensor(ids[:cut]), torch.tensor(ids[cut:])


def sample_sequence(text, length, generator, repeat, span_range):
    start = int(torch.randint(0, len(text) - length, (1,), generator=generator))
    sequence = text[start:start + length].clone()
    if repeat:
        # A span of the window is written again later in the same window, so predicting the second copy rewards
        # looking up what followed the first one: the induction pattern.
        span = int(torch.randint(span_range[0], span_range[1] + 1, (1,), generator=generator))
        first = int(torch.randint(0, length - 2 * span + 1, (1,), generator=generator))
        second = int(torch.randint(first + span, length - span + 1, (1,), generator=generator))
        sequence[second:second + span] = sequence[first:first + span]
    return sequence


def sample_batch(english, chinese, args, context, generator, repeat_fraction):
    rows = []
    for _ in range(args.batch):
        text = chinese if float(torch.rand(1, generator=generator)) < args.chinese_fraction else english
        repeat = float(torch.rand(1, generator=generator)) < repeat_fraction
        rows.append(sample_sequence(text, context + 1, generator, repeat, args.repeat_span))
    batch = torch.stack(rows)
    return batch[:, :-1], batch[:, 1:]


def fixed_batches(text, context, count, batch, seed):
    """Plain windows (no repeated spans) at fixed places, so every evaluation sees the same characters."""
    generator = torch.Generator().manual_seed(seed)
    starts = torch.randint(0, len(text) - context - 1, (count, batch), generator=generator)
    return [torch.stack([text[s:s + context + 1] for s in row.tolist()]) for row in starts]


def mean_loss(model, batches):
    with torch.no_grad():
        losses = [torch.nn.functional.cross_entropy(model(b[:, :-1]).flatten(0, 1), b[:, 1:].flatten())
                  for b in batches]
    return float(torch.stack(losses).mean())


def main():
    args = arguments()
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    generator = torch.Generator().manual_seed(args.seed)

    english = char_model.english_text()
    chinese = char_model.chinese_text()
    vocabulary = char_model.build_vocabulary(english, chinese, args.chinese_cap)
    english_train, english_held = split(char_model.encode(english, vocabulary), 0.05)
    chinese_train, chinese_held = split(char_model.encode(chinese, vocabulary), 0.10)
    unknown_share = float((chinese_train == len(vocabulary) - 1).float().mean())
    print(f"english {len(english)} characters, chinese {len(chinese)} characters, vocabulary {len(vocabulary)}, "
          f"unknown share of the training poems {unknown_share:.3f}")

    config = char_model.Config(len(vocabulary))
    model = char_model.CharModel(config)
    print(f"parameters {sum(p.numel() for p in model.parameters())}")
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.learning_rate, betas=(0.9, 0.95), weight_decay=0.01)
    warmup = 100

    def learning_rate_factor(step):
        if step < warmup:
            return (step + 1) / warmup
        progress = (step - warmup) / max(1, args.steps - warmup)
        return 0.1 + 0.9 * 0.5 * (1.0 + math.cos(math.pi * progress))

    schedule = torch.optim.lr_scheduler.LambdaLR(optimizer, learning_rate_factor)
    context = config.context_length
    evaluations = {
        "train_en": fixed_batches(english_train, context, 4, 32, 1),
        "train_zh": fixed_batches(chinese_train, context, 4, 32, 2),
        "held_out_en": fixed_batches(english_held, context, 4, 32, 3),
        "held_out_zh": fixed_batches(chinese_held, context, 4, 32, 4),
    }
    rows = []
    running = []
    began = time.time()
    for step in range(1, args.steps + 1):
        model.train()
        inputs, targets = sample_batch(english_train, chinese_train, args, context, generator, args.repeat_fraction)
        loss = torch.nn.functional.cross_entropy(model(inputs).flatten(0, 1), targets.flatten())
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        schedule.step()
        running.append(float(loss))
        if step % 200 == 0 or step == args.steps:
            model.eval()
            row = {"step": step, "seconds": round(time.time() - began, 1),
                   "batch_loss": round(sum(running) / len(running), 4)}
            row.update({name: round(mean_loss(model, batches), 4) for name, batches in evaluations.items()})
            rows.append(row)
            running = []
            print(",".join(f"{k}={v}" for k, v in row.items()), flush=True)
    print(f"trained {args.steps} steps in {time.time() - began:.0f} s on {args.threads} threads")

    os.makedirs(os.path.dirname(args.weights), exist_ok=True)
    char_model.write_weights(args.weights, model.eval(), vocabulary)
    with open(args.loss_csv, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        writer.writeheader()
        writer.writerows(rows)
    print(f"wrote {args.weights} ({os.path.getsize(args.weights)} bytes) and {args.loss_csv}")


if __name__ == "__main__":
    main()
