# `cpack -G DEB` (or `cmake --build build --target package`): a Debian package of what
# app/install/CMakeLists.txt installs, under /usr.
set(CPACK_PACKAGE_NAME steeringlab)
set(CPACK_PACKAGE_VENDOR "Steering Lab")
set(CPACK_PACKAGE_CONTACT "Steering Lab developers <steeringlab@users.noreply.github.com>")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/steeringlab/steeringlab")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "steering behaviours frame by frame, for the classroom")
# One quoted string: its line breaks are the control file's description lines.
set(CPACK_PACKAGE_DESCRIPTION "Steering Lab shows the steering behaviours of autonomous characters on a classroom projector:
seek, flee, arrive, pursue, evade, wander, object avoidance, path following, flocking, offset
pursuit and Lennard-Jones obstacle avoidance. Every vector of the frame is drawn on the stage and
a formula panel prints each step with the frame's numbers; frames step forward and back exactly.
Interface in English, Simplified Chinese and Russian.")
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # steeringlab_<version>-<release>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The libraries the program links (Qt, libstdc++ ...) come from dpkg-shlibdeps (package dpkg-dev).
# What it cannot see: Qt loads its window system plugins (xcb, wayland, offscreen) at run time, the
# Chinese texts need a CJK font, and Qt's own dialog buttons are translated by qt6-translations-l10n.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, qt6-translations-l10n")

include(CPack)
