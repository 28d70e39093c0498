"""Build-time mapping of the data folders into the package (the metadata is in pyproject.toml).

The repository keeps rules_yaml/, grammar/ and cards_dsl/ at the top, where designers edit them;
a built wheel carries them as package data under altered/_data/, where altered.loading.paths finds them
with importlib.resources. An editable install and a bare checkout read the top-level folders.
"""
from setuptools import find_packages, setup

DATA = {f"altered._data.{name}": name for name in ("rules_yaml", "grammar", "cards_dsl")}
FILES = ["**/*"]                  # every file in them (hidden files excepted), whatever new kinds they get

setup(
    packages=find_packages("interpreter") + list(DATA),
    package_dir={"": "interpreter", **DATA},
    package_data={name: FILES for name in DATA},
)
