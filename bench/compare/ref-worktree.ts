import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A git ref checked out in a temporary worktree, ready to run its own `npm run bench`. */
export interface RefTree {
  readonly ref: string;
  readonly commit: string;
  readonly dir: string;
  /** How its node_modules came to be: shared with this tree (same lockfile) or installed. */
  readonly modules: 'linked' | 'installed';
  remove(): void;
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

const lockfile = (dir: string) => {
  const file = path.join(dir, 'package-lock.json');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

/**
 * Checks `ref` out (detached) in a new directory under the system's temp directory. When its lockfile
 * is this tree's, node_modules is a symlink to this tree's; otherwise `npm ci` installs its own.
 * `renderer` also builds its renderer (items 4–7, 9 and 10 serve the built page).
 */
export function checkoutRef(root: string, ref: string, options: { renderer: boolean }): RefTree {
  const commit = git(root, 'rev-parse', '--verify', `${ref}^{commit}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), `tt-bench-${commit.slice(0, 8)}-`));
  git(root, 'worktree', 'add', '--detach', dir, commit);
  const remove = () => {
    try {
      git(root, 'worktree', 'remove', '--force', dir);
    } catch {
      rmSync(dir, { recursive: true, force: true });
      git(root, 'worktree', 'prune');
    }
  };
  try {
    const ours = lockfile(root);
    const linked =
      ours !== undefined && ours === lockfile(dir) && existsSync(path.join(root, 'node_modules'));
    if (linked) symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    else execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 2, 2] });
    if (options.renderer)
      execFileSync('npm', ['run', 'build:renderer'], { cwd: dir, stdio: ['ignore', 2, 2] });
    return { ref, commit, dir, modules: linked ? 'linked' : 'installed', remove };
  } catch (error) {
    remove();
    throw error;
  }
}
