/**
 * Runs a command-line entry point: its resolved number becomes the exit code,
 * and a thrown error is printed as one line (no stack) with exit code 1.
 */
export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
