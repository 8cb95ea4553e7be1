import { accountsFile, AccountsFileError, formatPath, type AccountsFile } from './accounts-file';

/**
 * One venue's accounts from two files, the first file's accounts first (so their uids stay as they
 * were). The joined list is checked like one file: a name or API key used twice is refused, naming
 * the field and never its value.
 */
export function joinAccountsFiles(
  first: AccountsFile | undefined,
  more: AccountsFile | undefined,
): AccountsFile | undefined {
  if (!first || !more) return first ?? more;
  const joined = accountsFile.safeParse({ accounts: [...first.accounts, ...more.accounts] });
  if (joined.success) return joined.data;
  const lines = joined.error.issues.map((issue) => `  ${formatPath(issue.path)}: ${issue.message}`);
  throw new AccountsFileError(`The venue's accounts clash:\n${lines.join('\n')}`);
}
