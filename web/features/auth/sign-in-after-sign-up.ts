import type { LoginBody } from '../../../common/contract/auth';

type SignIn = (body: LoginBody) => Promise<{ accessToken?: string } | undefined>;

/**
 * The session a new account starts with: sign-up answers the same for a new e-mail and a registered one (so it
 * tells no one whose e-mail has an account, docs/PRODUCT.md "Sign-in and sign-up") and opens no session itself;
 * the page signs in at once with what the person just typed, as they would on the next page. Null when that
 * sign-in is refused — the e-mail had an account with another password, or the network failed — and the person
 * signs in by hand.
 */
export async function signInAfterSignUp(
  credentials: { email: string; password: string },
  signIn: SignIn,
): Promise<string | null> {
  try {
    const answer = await signIn({
      email: credentials.email.trim().toLowerCase(),
      password: credentials.password,
      remember: true,
    });
    return answer?.accessToken ?? null;
  } catch {
    return null;
  }
}
