export declare const SERVER_ENTRY: string;
export declare const ALLOCATOR_DEFAULTS: Readonly<Record<string, string>>;
export declare const NODE_FLAG_DEFAULTS: readonly string[];
export declare function serverEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function serverNodeFlags(given: readonly string[]): string[];
export declare function launchServer(
  entry: string,
  options: { env: NodeJS.ProcessEnv; execArgv: readonly string[] },
): import('node:child_process').ChildProcess;
