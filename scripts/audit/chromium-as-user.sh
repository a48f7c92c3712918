#!/bin/sh
# Chromium for Lighthouse, run as an unprivileged user when the audit runs as root
# (launch-chrome.ts says why and sets these variables).
export HOME="$AUDIT_CHROME_HOME"
exec setpriv --reuid="$AUDIT_CHROME_UID" --regid="$AUDIT_CHROME_UID" --clear-groups -- "$AUDIT_CHROME_PATH" "$@"
