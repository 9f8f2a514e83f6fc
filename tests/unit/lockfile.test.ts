import {compareLockfiles, type LockEntry, type Lockfile} from '../../scripts/lib/lockfile';

// CI's install check (D36): the registry's list of optional platform builds may
// change the rewritten lockfile, but never what is installed.

const root = {name: 'site', version: '1.0.0'};
const react: LockEntry = {version: '19.2.0', integrity: 'sha512-react'};
const swcLinux: LockEntry = {version: '1.16.22', integrity: 'sha512-linux', optional: true};
const swcDarwin: LockEntry = {version: '1.16.22', integrity: 'sha512-darwin', optional: true};

function lockfile(packages: Record<string, LockEntry>): Lockfile {
  return {lockfileVersion: 3, packages: {'': root, ...packages}};
}

const pinned = lockfile({'node_modules/react': react, 'node_modules/@swc/core-linux-x64-gnu': swcLinux});
const installedAsPinned = lockfile({'node_modules/react': react, 'node_modules/@swc/core-linux-x64-gnu': swcLinux});

test('an install that matches the pins passes, and optional platform builds the registry adds are listed, not refused', () => {
  const rewritten = lockfile({...pinned.packages, 'node_modules/@swc/core-darwin-arm64': swcDarwin});
  expect(compareLockfiles(pinned, installedAsPinned, rewritten)).toEqual({
    problems: [],
    optionalChanges: ['added node_modules/@swc/core-darwin-arm64'],
  });
});

test('an optional build for another platform may be missing from the install', () => {
  const withDarwin = lockfile({...pinned.packages, 'node_modules/@swc/core-darwin-arm64': swcDarwin});
  expect(compareLockfiles(withDarwin, installedAsPinned, withDarwin).problems).toEqual([]);
});

test('a package installed at another version than pinned is refused', () => {
  const installed = lockfile({...installedAsPinned.packages, 'node_modules/react': {version: '19.2.1', integrity: 'sha512-other'}});
  const rewritten = lockfile({...pinned.packages, 'node_modules/react': {version: '19.2.1', integrity: 'sha512-other'}});
  const {problems} = compareLockfiles(pinned, installed, rewritten);
  expect(problems).toEqual([
    'node_modules/react: pinned at 19.2.0 (sha512-react) but installed 19.2.1 (sha512-other)',
    'node_modules/react: changed in package-lock.json from 19.2.0 (sha512-react) to 19.2.1 (sha512-other)',
  ]);
});

test('same version with other bytes (integrity) is refused', () => {
  const installed = lockfile({...installedAsPinned.packages, 'node_modules/react': {version: '19.2.0', integrity: 'sha512-tampered'}});
  expect(compareLockfiles(pinned, installed, pinned).problems).toEqual([
    'node_modules/react: pinned at 19.2.0 (sha512-react) but installed 19.2.0 (sha512-tampered)',
  ]);
});

test('a required package missing from the install, or one installed without a pin, is refused', () => {
  const installed = lockfile({
    'node_modules/@swc/core-linux-x64-gnu': swcLinux,
    'node_modules/left-pad': {version: '1.3.0', integrity: 'sha512-pad'},
  });
  expect(compareLockfiles(pinned, installed, pinned).problems).toEqual([
    'node_modules/react: pinned at 19.2.0 (sha512-react) but not installed',
    'node_modules/left-pad: installed 1.3.0 (sha512-pad) but not in the lockfile',
  ]);
});

test('a required package the install adds to or removes from the lockfile is refused', () => {
  const rewritten = lockfile({
    'node_modules/@swc/core-linux-x64-gnu': swcLinux,
    'node_modules/left-pad': {version: '1.3.0', integrity: 'sha512-pad'},
  });
  expect(compareLockfiles(pinned, installedAsPinned, rewritten).problems).toEqual([
    'node_modules/react: removed from package-lock.json by the install',
    'node_modules/left-pad: added to package-lock.json by the install (1.3.0 (sha512-pad))',
  ]);
});
