// Compares what `npm install` installed against the lockfile as committed
// (D36). npm rewrites package-lock.json whenever the registry lists optional
// platform builds (darwin, win32, s390x…) that the committed file lacks, so a
// byte-for-byte comparison fails on a day's registry metadata rather than on a
// real difference. What must hold is that every package that is installed is
// exactly the pinned one, and that nothing pinned and required is missing.

/** One entry of a lockfile's `packages` map (lockfileVersion 2 and 3). */
export interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  optional?: boolean;
  devOptional?: boolean;
}

export interface Lockfile {
  lockfileVersion?: number;
  packages?: Record<string, LockEntry>;
}

export interface LockfileReport {
  /** Differences that mean CI did not install what the lockfile pins. */
  problems: string[];
  /** Optional platform builds the rewritten lockfile added or dropped: allowed, listed. */
  optionalChanges: string[];
}

/** Packages npm may leave out on this platform: optional ones (a platform build). */
function isOptional(entry: LockEntry): boolean {
  return entry.optional === true || entry.devOptional === true;
}

function describe(entry: LockEntry): string {
  return entry.link ? `link to ${entry.resolved ?? '?'}` : `${entry.version ?? '?'} (${entry.integrity ?? 'no integrity'})`;
}

function samePin(a: LockEntry, b: LockEntry): boolean {
  return a.version === b.version && a.integrity === b.integrity && Boolean(a.link) === Boolean(b.link);
}

/** The entries of a lockfile, without the root project's own entry (""). */
function entries(lockfile: Lockfile): Map<string, LockEntry> {
  return new Map(Object.entries(lockfile.packages ?? {}).filter(([path]) => path !== ''));
}

/**
 * pinned: package-lock.json as committed; installed: node_modules/.package-lock.json,
 * npm's record of what is on disk; rewritten: package-lock.json after the install.
 */
export function compareLockfiles(pinned: Lockfile, installed: Lockfile, rewritten: Lockfile): LockfileReport {
  const problems: string[] = [];
  const optionalChanges: string[] = [];
  const pinnedEntries = entries(pinned);
  const installedEntries = entries(installed);
  const rewrittenEntries = entries(rewritten);

  for (const [path, pin] of pinnedEntries) {
    const onDisk = installedEntries.get(path);
    if (!onDisk) {
      if (!isOptional(pin)) problems.push(`${path}: pinned at ${describe(pin)} but not installed`);
    } else if (!samePin(pin, onDisk)) {
      problems.push(`${path}: pinned at ${describe(pin)} but installed ${describe(onDisk)}`);
    }
  }
  for (const [path, onDisk] of installedEntries) {
    if (!pinnedEntries.has(path)) problems.push(`${path}: installed ${describe(onDisk)} but not in the lockfile`);
  }

  for (const [path, pin] of pinnedEntries) {
    const now = rewrittenEntries.get(path);
    if (!now) {
      if (isOptional(pin)) optionalChanges.push(`dropped ${path}`);
      else problems.push(`${path}: removed from package-lock.json by the install`);
    } else if (!samePin(pin, now)) {
      problems.push(`${path}: changed in package-lock.json from ${describe(pin)} to ${describe(now)}`);
    }
  }
  for (const [path, entry] of rewrittenEntries) {
    if (pinnedEntries.has(path)) continue;
    if (isOptional(entry)) optionalChanges.push(`added ${path}`);
    else problems.push(`${path}: added to package-lock.json by the install (${describe(entry)})`);
  }

  return {problems, optionalChanges};
}
