import { useState, type ReactNode } from "react";
import { Toaster, type ToastMessage } from "./toaster";

/** The file name a download answer gives (`Content-Disposition: attachment; filename="…"`), or null. */
function attachmentName(response: Response): string | null {
  const disposition = response.headers.get("Content-Disposition") ?? "";
  if (!/^attachment/i.test(disposition)) return null;
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? "download";
}

/**
 * A link to a file download (requirement signed-in-constants: "Template downloaded successfully", "Users exported
 * successfully", "Report exported successfully"). Without JavaScript it is a plain link: the browser
 * saves the file and the page stays as it was, so no toast can say so (decision 0060). With
 * JavaScript the file is fetched first; when the answer is the file, the browser saves it and the
 * success toast shows; when it is not (the server refused: nothing to export, a session that ended),
 * the page goes where the answer went, which shows its own message.
 */
export function DownloadLink({
  href,
  success,
  className,
  children,
}: {
  href: string;
  success: string;
  className?: string;
  children: ReactNode;
}) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const response = await fetch(href, { credentials: "same-origin" });
      const name = response.ok ? attachmentName(response) : null;
      if (!name) {
        window.location.assign(response.url || href);
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const save = Object.assign(document.createElement("a"), { href: url, download: name });
      document.body.append(save);
      save.click();
      save.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setToast({ id: `${href}:${Date.now()}`, type: "success", title: success });
    } catch {
      window.location.assign(href);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <a
        href={href}
        className={className}
        aria-busy={busy || undefined}
        onClick={(event) => {
          if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          if (!busy) void download();
        }}
      >
        {children}
      </a>
      {toast ? <Toaster toast={toast} /> : null}
    </>
  );
}
