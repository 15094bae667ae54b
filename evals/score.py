#!/usr/bin/env python3
"""Scores meal-parser predictions against a reference set.

  python3 evals/score.py predictions.jsonl reference.jsonl [--verbose]

A case is right when |predicted kcal - reference kcal| <= 10 % of the reference. Also printed: within 20 %,
cases off by more than 2x either way, MAPE per nutrient (references below 1 skipped), and how well the
predicted meal confidence separates right from wrong (AUC: the chance that a random right case carries a
higher confidence than a random wrong one; 0.5 means the confidence says nothing).
"""
import json
import sys


def load(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def auc(right, wrong):
    if not right or not wrong:
        return None
    wins = 0.0
    for r in right:
        for w in wrong:
            wins += 1.0 if r > w else 0.5 if r == w else 0.0
    return wins / (len(right) * len(wrong))


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    verbose = "--verbose" in sys.argv
    predictions = {str(p.get("id")): p for p in load(args[0])}
    cases = load(args[1])
    within10 = within20 = off2 = 0
    errors = {"kcal": [], "protein_g": [], "carbs_g": [], "fat_g": []}
    confidence_right, confidence_wrong = [], []
    for case in cases:
        p = predictions.get(case["id"], {})
        kcal = p.get("kcal")
        ref = case["kcal"]
        if not isinstance(kcal, (int, float)):
            kcal = None
        ratio = (kcal / ref) if kcal is not None and ref > 0 else 0
        right = kcal is not None and abs(kcal - ref) <= 0.10 * ref
        within10 += right
        within20 += kcal is not None and abs(kcal - ref) <= 0.20 * ref
        if kcal is None or ratio > 2 or ratio < 0.5:
            off2 += 1
        for field in errors:
            if case[field] >= 1:
                value = p.get(field)
                errors[field].append(abs(value - case[field]) / case[field] if isinstance(value, (int, float)) else 1.0)
        if isinstance(p.get("confidence"), (int, float)):
            (confidence_right if right else confidence_wrong).append(p["confidence"])
        if verbose and not right:
            print(f"  {case['id']}: ref {ref:7.1f}  got {kcal if kcal is not None else float('nan'):7.1f}  "
                  f"conf {p.get('confidence', 0):.2f}  {case['text']}")
    n = len(cases)
    print(f"set: {args[1]}  cases: {n}")
    for field, values in errors.items():
        if values:
            print(f"MAPE {field:10s} {100 * sum(values) / len(values):5.1f}%  (n={len(values)})")
    a = auc(confidence_right, confidence_wrong)
    if a is not None:
        print(f"confidence AUC (right vs wrong): {a:.2f}  mean right {sum(confidence_right) / len(confidence_right):.2f}"
              f"  mean wrong {sum(confidence_wrong) / len(confidence_wrong):.2f}")
    print(f"off by more than 2x: {off2}")
    print(f"within20: {within20 / n:.2f}")
    print(f"within10: {within10 / n:.2f}")


if __name__ == "__main__":
    main()
