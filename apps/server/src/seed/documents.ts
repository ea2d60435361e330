const checkDigit = (digits: number[], weights: number[]) => {
  const rest = weights.reduce((sum, weight, i) => sum + weight * digits[i]!, 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
};

/** A valid CNPJ (check digits computed) from a 12-digit base. */
export function cnpjFromBase(base: string): string {
  const digits = base.split("").map(Number);
  digits.push(checkDigit(digits, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  digits.push(checkDigit(digits, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]));
  return digits.join("");
}

/** A valid CPF (check digits computed) from a 9-digit base. */
export function cpfFromBase(base: string): string {
  const digits = base.split("").map(Number);
  digits.push(checkDigit(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]));
  digits.push(checkDigit(digits, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]));
  return digits.join("");
}
