/** What a failed call carries, whatever the transport: redaxios rejects with the response itself. */
export type ApiError = {
  status: number;
  message: string;
  /** Field errors of a 422 answer, keyed by the payload's field path. */
  errors?: Record<string, string>;
  data?: unknown;
};

type ResponseLike = { status?: number; data?: unknown; statusText?: string };

export function toApiError(reason: unknown): ApiError {
  if (reason && typeof reason === "object" && "status" in reason) {
    const response = reason as ResponseLike;
    const data = response.data as { message?: unknown; errors?: unknown } | undefined;
    return {
      status: response.status ?? 0,
      message: typeof data?.message === "string" ? data.message : (response.statusText ?? ""),
      errors: isStringRecord(data?.errors) ? data.errors : undefined,
      data: response.data,
    };
  }
  return { status: 0, message: reason instanceof Error ? reason.message : String(reason) };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return !!value && typeof value === "object" && Object.values(value).every((v) => typeof v === "string");
}
