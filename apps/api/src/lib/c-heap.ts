import type { KoffiFunc } from 'koffi';

// mallopt(3) parameters, from glibc's malloc.h.
const M_MMAP_THRESHOLD = -3;
const M_ARENA_MAX = -8;

/** What the server asks of glibc's allocator (ADR 015). */
export const C_HEAP_SETTINGS = {
  /** Arenas that threads started from here on share, instead of up to eight per core (ADR 015). */
  arenaMax: 2,
  /** Allocations from 128 KiB up get pages of their own, handed back when freed (glibc would raise this to 32 MiB). */
  mmapThresholdBytes: 128 * 1024,
  /** A second after the last trim, the free pages inside the arenas go back to the system (malloc_trim). */
  trimEveryMs: 1000,
  /** Sooner, when the process grew by this much above its lowest size since the last trim (ADR 015). */
  trimOnGrowthBytes: 8 * 1024 * 1024,
  /** How often that growth is looked at (one read of the process's resident size). */
  watchEveryMs: 100,
} as const;

export interface CHeapSettings {
  arenaMax: number;
  mmapThresholdBytes: number;
  /** 0: no timed trim (the growth watch may still trim). */
  trimEveryMs: number;
  /** 0: no growth watch. */
  trimOnGrowthBytes: number;
  /** 0: no growth watch. With both off no timer runs. */
  watchEveryMs: number;
}

export interface CHeap {
  /** The settings this call applied: one the environment already gave glibc is left to it. */
  readonly applied: { arenaMax: boolean; mmapThreshold: boolean };
  /** Hands the arenas' free pages back to the system, on a thread of libuv's pool; true when there were some. */
  trim(): Promise<boolean>;
  /** Stops the timer (both the timed trim and the growth watch). */
  stop(): void;
}

/**
 * Tunes the C library's allocator of this process: glibc on Linux only; elsewhere it returns undefined and
 * nothing changes. Every thread of the process (V8's helpers, libuv's pool, the embedded database's thread) gets
 * a malloc arena of its own by default, and glibc keeps inside each arena what was freed there: on the bench's
 * shop 115 of the 150 MB they held were free (`malloc_stats`, ADR 015). Call it first, before threads start: the
 * arena limit only applies to arenas not created yet. MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_ or a
 * `glibc.malloc` tunable in GLIBC_TUNABLES set by whoever started the process win over these defaults.
 */
export async function tuneCHeap(
  settings: CHeapSettings,
  env: NodeJS.ProcessEnv = process.env,
): Promise<CHeap | undefined> {
  const libc = await openGlibc();
  if (!libc) return undefined;
  const mallopt = libc.func('int mallopt(int param, int value)') as KoffiFunc<
    (param: number, value: number) => number
  >;
  const mallocTrim = libc.func('int malloc_trim(size_t pad)') as KoffiFunc<(pad: number) => number>;
  const givenByEnv = (variable: string, tunable: string) =>
    Boolean(env[variable]) || (env.GLIBC_TUNABLES ?? '').includes(`glibc.malloc.${tunable}`);

  const applied = {
    arenaMax: !givenByEnv('MALLOC_ARENA_MAX', 'arena_max') && mallopt(M_ARENA_MAX, settings.arenaMax) === 1,
    mmapThreshold:
      !givenByEnv('MALLOC_MMAP_THRESHOLD_', 'mmap_threshold') &&
      mallopt(M_MMAP_THRESHOLD, settings.mmapThresholdBytes) === 1,
  };
  // A call in flight is not doubled by the next tick of the timer.
  let inFlight: Promise<boolean> | undefined;
  const trim = () => {
    inFlight ??= new Promise<boolean>((resolve, reject) => {
      mallocTrim.async(0, (error, released) => {
        if (error) reject(error);
        else resolve(released === 1);
      });
    }).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
  const watch = settings.trimOnGrowthBytes > 0 && settings.watchEveryMs > 0;
  const tick = Math.min(
    settings.trimEveryMs > 0 ? settings.trimEveryMs : Number.POSITIVE_INFINITY,
    watch ? settings.watchEveryMs : Number.POSITIVE_INFINITY,
  );
  // The timed trim counts from the last trim of either kind; the watch from the lowest size seen since then, so
  // that a collection that shrank V8's heap does not hide the next burst.
  let lastTrimAt = performance.now();
  let lowestSinceTrim = process.memoryUsage.rss();
  let warned = false;
  const onTick = () => {
    if (inFlight) return;
    const now = performance.now();
    // within half a tick of its time, the timed trim counts as due: the timer's ticks are not exact
    const due = settings.trimEveryMs > 0 && now - lastTrimAt >= settings.trimEveryMs - tick / 2;
    let grown = false;
    if (watch) {
      const rss = process.memoryUsage.rss();
      lowestSinceTrim = Math.min(lowestSinceTrim, rss);
      grown = rss - lowestSinceTrim >= settings.trimOnGrowthBytes;
    }
    if (!due && !grown) return;
    lastTrimAt = now;
    trim()
      .catch((error: unknown) => {
        if (!warned) console.warn('ironvolt: malloc_trim failed; memory is still freed, later:', error);
        warned = true;
      })
      .finally(() => {
        // also after a failure: the next try waits for new growth or the next timed trim, not the next tick
        lowestSinceTrim = process.memoryUsage.rss();
      });
  };
  const timer = Number.isFinite(tick) ? setInterval(onTick, tick).unref() : undefined;
  return { applied, trim, stop: () => clearInterval(timer) };
}

/** True on Linux with glibc: Node's own report names the C library it runs on (on musl, Alpine, it does not). */
export function runsOnGlibc(): boolean {
  if (process.platform !== 'linux') return false;
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  return Boolean(report?.header?.glibcVersionRuntime);
}

/** glibc's libc through koffi, or undefined elsewhere or when it cannot be loaded (the server runs without). */
async function openGlibc() {
  if (!runsOnGlibc()) return undefined;
  try {
    const { load } = await import('koffi');
    return load('libc.so.6');
  } catch (error) {
    console.warn("ironvolt: glibc's allocator is left as it is (koffi could not load libc):", error);
    return undefined;
  }
}
