import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time of anything under these paths (files or whole folders). */
function newestChange(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const info = statSync(path);
    if (info.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
    } else {
      newest = Math.max(newest, info.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

/** What the production build is made of: when any of it is newer than the build, rebuild. */
export function frontendSources(repoRoot: string): string[] {
  return [
    join(repoRoot, 'frontend', 'src'),
    join(repoRoot, 'frontend', 'public'),
    join(repoRoot, 'frontend', 'scripts'),
    join(repoRoot, 'frontend', 'index.html'),
    join(repoRoot, 'frontend', 'vite.config.ts'),
    join(repoRoot, 'frontend', 'package.json'),
    join(repoRoot, 'shared', 'src'),
  ];
}

export function frontendBuildIsStale(repoRoot: string): boolean {
  const built = join(repoRoot, 'frontend', 'dist', 'index.html');
  if (!existsSync(built)) return true;
  return newestChange(frontendSources(repoRoot)) > statSync(built).mtimeMs;
}

/** Builds the frontend when its build is missing or older than its sources. */
export function ensureFrontendBuild(repoRoot: string, log: (line: string) => void): void {
  if (!frontendBuildIsStale(repoRoot)) return;
  log('Building the frontend (its build is missing or older than its sources)…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'frontend', '--silent'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The frontend build failed; see the output above.');
}
