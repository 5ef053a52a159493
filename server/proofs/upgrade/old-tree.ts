/**
 * The commit the upgrade proof starts from, and its files in a temporary folder. It is the parent of
 * the newest commit that changed server/db/migrations, so the newest migration of every submission
 * runs on data an older server wrote.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messageOf } from '../../thrown';

// A checkout owned by another user (a CI runner's) is still this project's: git may read it.
const SAFE = ['-c', 'safe.directory=*'];
const git = (root: string, ...args: string[]) =>
  execFileSync('git', [...SAFE, ...args], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** Git's own complaint, for a failure message that says what is missing. */
const reasonOf = (error: unknown) => String((error as { stderr?: string }).stderr || messageOf(error)).trim();

export interface OldCommit {
  hash: string;
  /** One line: short hash and subject, for the test's name and messages. */
  title: string;
  /** The commit whose migrations the proof runs: its child. */
  migratedBy: string;
}

/** Throws (never skips) when the history is missing: a shallow clone, an exported tree, no git. */
export function findOldCommit(root: string): OldCommit {
  const unshallow = 'clone with full history (actions/checkout: fetch-depth: 0; or git fetch --unshallow)';
  let shallow: string;
  let migratedBy: string;
  try {
    shallow = git(root, 'rev-parse', '--is-shallow-repository');
    migratedBy = git(root, 'log', '-1', '--format=%H', '--', 'server/db/migrations');
  } catch (error) {
    throw new Error(`The upgrade proof needs the git history of the repository (${reasonOf(error)})`);
  }
  // In a shallow clone the oldest commit present seems to add every file, migrations included.
  if (shallow === 'true')
    throw new Error(`The upgrade proof needs the git history, and this clone is shallow: ${unshallow}`);
  if (!migratedBy) throw new Error('The upgrade proof found no commit that changed server/db/migrations');
  try {
    const hash = git(root, 'rev-parse', '--verify', `${migratedBy}^`);
    return { hash, title: git(root, 'log', '-1', '--format=%h %s', hash).slice(0, 60), migratedBy };
  } catch (error) {
    throw new Error(
      `The upgrade proof needs the parent of ${migratedBy} (the newest commit that changed server/db/migrations), ` +
        `which this clone lacks: ${unshallow}. ${reasonOf(error)}`,
    );
  }
}

/**
 * Writes the files of `hash` (git archive: no worktree metadata to clean up) into a new temporary
 * folder. node_modules is a link to this checkout's: an older commit's dependencies are the same
 * packages in practice, and installing them per run would cost minutes. If an upgrade ever changes
 * a dependency the older server cannot run with, this is the line to revisit.
 */
export function extractTree(root: string, hash: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'obras-upgrade-tree-'));
  try {
    const tar = execFileSync('git', [...SAFE, 'archive', '--format=tar', hash], { cwd: root, maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(dir, 'node_modules'), 'dir');
    return dir;
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
