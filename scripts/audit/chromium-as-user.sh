#!/bin/sh
# Chromium for Lighthouse, run as an unprivileged user when the audit runs as root
# (launch-chrome.ts says why and sets these variables). It starts in its own profile folder:
# the project's folder may be closed to that user (a clone in a root-only temp folder).
export HOME="$AUDIT_CHROME_HOME"
cd "$AUDIT_CHROME_HOME" || exit 1
exec setpriv --reuid="$AUDIT_CHROME_UID" --regid="$AUDIT_CHROME_UID" --clear-groups -- "$AUDIT_CHROME_PATH" "$@"
