export declare const DEV_REMOTE_LOAD_TIMEOUT_MS: number;
export declare function devHostConfig(env?: Record<string, string | undefined>): {
  remoteLoadTimeoutMs: number;
  logoutUrl?: string;
};
