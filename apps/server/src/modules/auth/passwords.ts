// Argon2id with the OWASP baseline parameters (19 MiB, 2 passes).
// algorithm 2 is Argon2id (the package exports it as an ambient const enum)
const OPTIONS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

// The native addon is loaded on the first password hashed or checked, not by every start that
// signs nobody in (docs/PERFORMANCE.md). A failure to load rejects that call, as any other error of it.
let argon2: Promise<typeof import("@node-rs/argon2")> | undefined;
const loadArgon2 = () => {
  argon2 ??= import("@node-rs/argon2");
  return argon2;
};

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await loadArgon2();
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const { verify } = await loadArgon2();
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// A hash to verify against when the user does not exist, so both paths cost the same time.
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("haiyun-no-such-user");
  return dummyHash;
}

// A short list of the passwords attackers try first; they are refused.
const COMMON = new Set(
  [
    "123456",
    "1234567",
    "12345678",
    "123456789",
    "1234567890",
    "password",
    "password1",
    "passw0rd",
    "qwerty",
    "qwerty123",
    "qwertyuiop",
    "abc123",
    "abcd1234",
    "111111",
    "000000",
    "666666",
    "888888",
    "123123",
    "654321",
    "1q2w3e4r",
    "1qaz2wsx",
    "iloveyou",
    "admin",
    "admin123",
    "welcome",
    "welcome1",
    "letmein",
    "monkey",
    "dragon",
    "sunshine",
    "football",
    "baseball",
    "princess",
    "a123456",
    "aa123456",
    "woaini",
    "woaini1314",
    "5201314",
    "147258369",
    "11111111",
    "88888888",
    "12341234",
    "112233",
    "zxcvbnm",
    "asdfghjkl",
    "password123",
    "p@ssw0rd",
    "changeme",
    "secret",
    "test1234",
    "11223344",
  ].map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

export function isAcceptablePassword(password: string, minLength: number): boolean {
  return password.length >= minLength && password.length <= 200 && !isCommonPassword(password);
}
