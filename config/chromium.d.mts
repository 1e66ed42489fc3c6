export declare const chromiumExecutablePath: string;
export declare const chromiumArgs: string[];
export declare const chromiumHeadlessShellPath: string;
