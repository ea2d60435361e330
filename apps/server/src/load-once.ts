/**
 * `load()` run on the first call and its answer shared by every later one: a library a feature needs
 * (pdfkit, nodemailer, the S3 SDK…) loads when the feature is first used, not at the server's start
 * (issue 12's cold start). A failed load is forgotten, so the next call tries again instead of the
 * process failing that feature until it restarts.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
