# SPDX-License-Identifier: MIT
"""setuptools' half of `pip install .` (pyproject.toml): the module's
compiled part is built by the project's own CMake, Python face only, so
that pip and the Debian package build it the same way."""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).resolve().parent


def version():
    """The one place the version lives: the top CMakeLists.txt's project()."""
    text = (ROOT / "CMakeLists.txt").read_text(encoding="utf-8")
    return re.search(r"project\(effsurf\s+VERSION\s+([0-9.]+)", text).group(1)


class CMakeExtension(Extension):
    def __init__(self):
        super().__init__("effsurf._effsurf", sources=[])


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        target = Path(self.get_ext_fullpath(ext.name)).resolve()
        build = Path(self.build_temp).resolve() / "cmake"
        # A tree this source was already configured and built in (EFFSURF_CMAKE_BUILD_DIR): its module target
        # is brought up to date there instead of compiling core once more. The test command's python.PipInstall
        # uses its own build tree: what it checks is pip's half (packaging, installing, importing from there),
        # and compiling core and the bindings again took 8 of its minutes on 2 cores.
        reuse = os.environ.get("EFFSURF_CMAKE_BUILD_DIR")
        if reuse:
            reused = Path(reuse).resolve()
            subprocess.run(["cmake", "--build", str(reused), "--target", "effsurf_python"], check=True)
            built = next((reused / "python" / "effsurf").glob("_effsurf*" + Path(target).suffix))
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(built, target)
            return
        # Release unless EFFSURF_BUILD_TYPE says otherwise (the test python.PipInstall checks
        # that pip builds a working module, not its speed: it builds without optimization).
        build_type = os.environ.get("EFFSURF_BUILD_TYPE", "Release")
        configure = [
            "cmake", "-S", str(ROOT), "-B", str(build), f"-DCMAKE_BUILD_TYPE={build_type}", "-DCMAKE_UNITY_BUILD=ON",
            f"-DPython_EXECUTABLE={sys.executable}", "-DEFFSURF_REQUIRE_ALL=ON", "-DEFFSURF_BUILD_PYTHON=ON",
            "-DEFFSURF_BUILD_GUI=OFF", "-DEFFSURF_BUILD_CLI=OFF", "-DEFFSURF_BUILD_WEB=OFF", "-DEFFSURF_BUILD_PROBE=OFF",
            "-DEFFSURF_BUILD_BENCHMARKS=OFF", "-DEFFSURF_BUILD_TESTS=OFF",
        ]
        subprocess.run(configure, check=True)
        jobs = str(os.cpu_count() or 1)
        subprocess.run(["cmake", "--build", str(build), "--target", "effsurf_python", "--parallel", jobs], check=True)
        built = next((build / "python" / "effsurf").glob("_effsurf*" + Path(target).suffix))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)


setup(
    version=version(),
    packages=["effsurf"],
    package_dir={"effsurf": "python/effsurf"},
    package_data={"effsurf": ["py.typed", "*.pyi"]},
    ext_modules=[CMakeExtension()],
    cmdclass={"build_ext": CMakeBuild},
    zip_safe=False,
)
