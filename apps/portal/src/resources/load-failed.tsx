import { Button } from "@trilha/ui";
import { resourceText } from "./text";

/**
 * What a page says when its data could not be read now (no answer, the server's error), in place of
 * the data: the page's own sentence and 'Tentar novamente', which asks again. An alert, so a screen
 * reader hears it where a skeleton stood.
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-text">{message}</p>
      {onRetry ? (
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {resourceText.retry}
        </Button>
      ) : null}
    </div>
  );
}
