#pragma once

namespace attnlab::app {

// The id the desktop entry, the AppStream metadata, the file type's icon and the icon itself are installed under
// (packaging/CMakeLists.txt).
inline constexpr const char* kDesktopId = "org.attnlab.AttentionLab";

// Names the application to Qt and to the desktop: the organisation and application names (where QSettings keeps the
// lab), the version, the desktop entry a Wayland compositor matches the windows to (its name and icon in the task
// bar), and the window icon. Call it once the QApplication exists.
void applyApplicationIdentity();

} // namespace attnlab::app
